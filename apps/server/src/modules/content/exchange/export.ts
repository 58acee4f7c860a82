import path from 'node:path';
import { writeGift } from './gift-write.js';
import { writeMoodleXml } from './moodle-xml-write.js';
import {
  ExportReport,
  portableOf,
  type BankToExport,
  type ExchangeFormat,
  type PortablePicture,
} from './portable.js';

// Issue #46, point 1: a bank of ours written in another tool's format, with what the format
// could not carry.

export interface ExportedBank {
  /** The file's text. */
  text: string;
  /** GIFT only: the pictures to write in `pictureFolder`, beside the file. */
  pictures: PortablePicture[];
  /** What the format could not carry, one line per kind. */
  losses: string[];
  questions: number;
}

/** The folder of a GIFT file's pictures, beside it: `<name>-images`. */
export const pictureFolderOf = (file: string) =>
  `${path.basename(file, path.extname(file))}-images`;

/** `readMedia` gives a picture's bytes: a file under content/media, or one of the database. */
export function exportBank(
  loaded: BankToExport,
  format: ExchangeFormat,
  readMedia: (media: string) => Buffer,
  file: string,
): ExportedBank {
  const report = new ExportReport();
  const questions = loaded.questions.map((question) =>
    portableOf(loaded, question, readMedia, report),
  );
  if (format === 'moodle-xml') {
    for (const question of loaded.questions)
      if (question.enonce_suite)
        report.lose(
          'question en deux parties\u202f: une seule question à 4 propositions dans Moodle',
          question.id,
        );
    return {
      text: writeMoodleXml(questions),
      pictures: [],
      losses: report.lines(),
      questions: questions.length,
    };
  }
  for (const question of questions)
    if (question.picture)
      report.lose(
        'GIFT n’a pas d’image\u202f: un lien vers le dossier d’images est écrit',
        question.name,
      );
  const heading = `${loaded.bank.libelle} (${loaded.bank.id}), exporté par Prépacode`;
  const gift = writeGift(questions, pictureFolderOf(file), heading);
  return { ...gift, losses: report.lines(), questions: questions.length };
}

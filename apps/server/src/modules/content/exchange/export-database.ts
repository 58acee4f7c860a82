import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import { pictureBytes } from '../../media/media.repository.js';
import { themesForLicence } from '../content.repository.js';
import type { LoadedQuestion } from '../content.types.js';
import { bankOfImport, exportedQuestions } from '../network-banks.repository.js';
import { currentQuestions, typedAnswerOf } from '../questions.repository.js';
import type { BankToExport } from './portable.js';

// Issue #46: a network's bank lives in the database, reviewed there; it travels out as a bank of
// content/ does, with its questions as they read today (a rewrite's last version) and its
// pictures' bytes. Refused questions stay behind; those still « à relire » go, and are counted.

export interface DatabaseBank {
  loaded: BankToExport;
  /** The bytes of its pictures, by the name its questions give them (`db:<hash>.<ext>`). */
  pictures: Map<string, Buffer>;
  /** Its questions not reviewed yet, written all the same. */
  toReview: number;
}

/** A typed answer as a question of ours holds it: `reponse`, absent for letters. */
function typedOf(stored: string | null) {
  const reponse = typedAnswerOf(stored);
  return reponse ? { reponse } : {};
}

/** A network's imported bank as an export reads it; null for no such bank. */
export async function databaseBank(
  db: Kysely<Database>,
  bankId: string,
): Promise<DatabaseBank | null> {
  const bank = await bankOfImport(db, bankId);
  if (!bank?.network_id || !bank.licence_code) return null;
  const [themes, rows] = await Promise.all([
    themesForLicence(db, bank.licence_code),
    exportedQuestions(db, bankId),
  ]);
  const versions = await currentQuestions(
    db,
    rows.map((row) => row.id),
  );
  const questions = versions.map((version): LoadedQuestion => ({
    id: version.question_id,
    bank: bankId,
    theme: version.theme,
    enonce: version.statement,
    ...(version.statement_second ? { enonce_suite: version.statement_second } : {}),
    propositions: Object.fromEntries(version.propositions.map((p) => [p.letter, p.text])),
    correctes: version.propositions.filter((p) => p.correct).map((p) => p.letter as 'A'),
    ...typedOf(version.typed_answer),
    explication: version.explanation,
    reference: version.reference,
    ...(version.media_file
      ? { media: { fichier: version.media_file, alt: version.media_alt ?? '' } }
      : {}),
  }));
  const pictures = new Map<string, Buffer>();
  for (const question of questions) {
    const file = question.media?.fichier;
    const bytes = file?.startsWith('db:') ? await pictureBytes(db, file.slice(3)) : undefined;
    if (file && bytes) pictures.set(file, Buffer.from(bytes));
  }
  return {
    loaded: {
      bank: {
        id: bankId,
        libelle: bank.name,
        themes: themes.map((theme) => ({ identifiant: theme.letter, libelle: theme.label })),
      },
      questions,
    },
    pictures,
    toReview: rows.filter((row) => row.review_status === 'a_relire').length,
  };
}

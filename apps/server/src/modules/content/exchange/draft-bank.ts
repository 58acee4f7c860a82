import type { LicenceCode } from '@prepacode/domain/licences';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Document, isMap, isSeq } from 'yaml';
import type { LoadedBank, LoadedQuestion } from '../content.types.js';
import { DRAFTS } from '../load.js';
import { questionWords } from '../near-duplicates.js';
import { BANK_ID, closeQuestions, type ImportReport } from './import-bank.js';
import type { ReadFile } from './portable.js';
import { themeOfCategory, toContent, type Candidate } from './to-content.js';

// Issue #46, point 2, without `--network`: a file for every learner is a draft of our own
// format for our reviewers (ADR 0022), never a bank in play. It is written under
// content/brouillons/<name>/, one `<theme>.yaml` per theme numbered after the licence's bank,
// pictures under content/media/brouillons/<name>/, each question without `revue` and headed by
// what the import found. `content:proches` reads it; a reviewed question moves into the bank.

export interface DraftImport {
  /** The draft's folder name under content/brouillons. */
  name: string;
  licence: LicenceCode;
  theme?: string;
}

/** The next number of each theme of a bank: after its highest id. */
function nextNumbers(loaded: LoadedBank) {
  const next = new Map<string, number>();
  for (const question of loaded.questions) {
    const number = Number(question.id.slice(-3));
    next.set(question.theme, Math.max(next.get(question.theme) ?? 1, number + 1));
  }
  return next;
}

/** What the reviewer reads above the question: where it came from and what to look at. */
function heading(candidate: Candidate, origin: string, close: string[]) {
  const notes = [
    ...candidate.changes,
    ...(candidate.toComplete.length > 0
      ? [`à compléter\u202f: ${candidate.toComplete.join(', ')}`]
      : []),
    ...close,
  ];
  return ` à relire — ${origin}${notes.length > 0 ? `\u202f; ${notes.join('\u202f; ')}` : ''}`;
}

/** A question as a file entry: fields in the order our own files write them. */
function entry(id: string, question: Candidate['question'], media?: string) {
  return {
    id,
    enonce: question.enonce,
    ...(question.enonce_suite ? { enonce_suite: question.enonce_suite } : {}),
    ...(question.reponse
      ? { reponse: question.reponse }
      : { propositions: question.propositions, correctes: question.correctes }),
    explication: question.explication,
    reference: question.reference,
    ...(media && question.media ? { media: { fichier: media, alt: question.media.alt } } : {}),
  };
}

/**
 * Checks a read file against the licence's bank of content/ and, when nothing is refused, writes
 * it as a draft. The report's ids are the draft's.
 */
export function draftFromFile(
  contentRoot: string,
  banks: LoadedBank[],
  read: ReadFile,
  request: DraftImport,
): ImportReport & { folder: string } {
  const folder = path.join(contentRoot, DRAFTS, request.name);
  const report: ImportReport & { folder: string } = {
    problems: [...read.problems],
    outcomes: [],
    notCarried: read.notCarried,
    nearDuplicates: new Map(),
    ids: new Map(),
    folder,
  };
  const bank = banks.find((one) => one.bank.permis.includes(request.licence));
  if (!bank) report.problems.push(`aucune banque ne sert le permis ${request.licence}`);
  if (!BANK_ID.test(request.name))
    report.problems.push(`nom «\u202f${request.name}\u202f»\u202f: minuscules, chiffres et tirets`);
  else if (existsSync(folder))
    report.problems.push(`le brouillon ${DRAFTS}/${request.name} existe déjà`);
  const themes = bank?.bank.themes ?? [];
  if (request.theme && !themes.some((theme) => theme.identifiant === request.theme))
    report.problems.push(`thème ${request.theme} inconnu du permis ${request.licence}`);
  if (read.questions.length === 0)
    report.problems.push('aucune question à reprendre dans ce fichier');
  if (report.problems.length > 0 || !bank) return report;

  report.outcomes = read.questions.map((question) =>
    toContent(question, themeOfCategory(question.category, themes, request.theme)),
  );
  const inPlay = banks
    .flatMap((one) => one.questions)
    .map((question: LoadedQuestion) => ({
      id: question.id,
      words: questionWords(
        `${question.enonce} ${question.enonce_suite ?? ''}`,
        question.correctes.map((letter) => question.propositions[letter] ?? ''),
      ),
    }));
  report.nearDuplicates = closeQuestions(inPlay, report.outcomes);
  if (report.outcomes.some((outcome) => outcome.status === 'refuse')) return report;

  const next = nextNumbers(bank);
  const files = new Map<string, Document>();
  const mediaFolder = path.join(contentRoot, 'media', DRAFTS, request.name);
  report.outcomes.forEach((outcome, index) => {
    if (outcome.status === 'refuse') return;
    const { candidate } = outcome;
    const { theme } = candidate.question;
    const number = next.get(theme) ?? 1;
    next.set(theme, number + 1);
    const id = `${bank.bank.prefixe}-${theme}-${String(number).padStart(3, '0')}`;
    let media: string | undefined;
    if (candidate.picture) {
      media = `${DRAFTS}/${request.name}/${id}.${candidate.picture.extension}`;
      mkdirSync(mediaFolder, { recursive: true });
      writeFileSync(path.join(contentRoot, 'media', media), candidate.picture.bytes);
    }
    const document = files.get(theme) ?? new Document([]);
    files.set(theme, document);
    const node = document.createNode(entry(id, candidate.question, media));
    const origin = `«\u202f${outcome.name}\u202f»${outcome.line ? `, ligne ${outcome.line}` : ''}`;
    const close = (report.nearDuplicates.get(index) ?? []).map(
      (one) => `quasi-doublon de ${one.id} (${Math.round(one.similarity * 100)}\u202f%)`,
    );
    if (isMap(node)) node.commentBefore = heading(candidate, origin, close);
    if (isSeq(document.contents)) document.contents.items.push(node);
    report.ids.set(index, id);
  });
  mkdirSync(folder, { recursive: true });
  for (const [theme, document] of files)
    writeFileSync(path.join(folder, `${theme}.yaml`), document.toString({ lineWidth: 100 }));
  return report;
}

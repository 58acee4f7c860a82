import type {
  NetworkBank,
  ReviewDecision,
  ReviewedQuestion,
  ReviewEdit,
  ReviewStatus,
} from '@prepacode/domain/contracts/question-review.contract';
import { mendTypography } from '@prepacode/domain/typography';
import { answerValue, formatNumeric } from '@prepacode/domain/numeric-answer';
import { isWordAnswer, expectedText, type TypedAnswer } from '@prepacode/domain/word-answer';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import { bumpContentStamp } from './content-stamp.repository.js';
import { themesForLicence } from './content.repository.js';
import type { LoadedQuestion } from './content.types.js';
import type { ReviewNotes } from './exchange/import-bank.js';
import { checkImported } from './exchange/to-content.js';
import { contentHash, insertVersion } from './import.js';
import { questionOnWire } from './question-wire.js';
import {
  countReviewQuestions,
  decideQuestion,
  lockBank,
  networkBanks,
  reviewQuestions,
} from './network-banks.repository.js';
import { rebuildNetworkSeries } from './network-series.js';
import { currentQuestions, questionVersion, typedAnswerOf } from './questions.repository.js';

// Issue #46, point 4: a network's operator reviews the questions its banks imported: accepts
// one (then its learners are asked it), rewrites it (a new version, checked like our files),
// or refuses it. Each decision rebuilds the bank's series and bumps the content stamp, so every
// node and every learner's stored dashboard sees it at once.

type Row = Awaited<ReturnType<typeof reviewQuestions>>[number];

const isoOrNull = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
const decimal = (value: number) => String(value).replace('.', ',');

/** A typed answer as the reviewer reads it: « 50 » and its margin, or the words accepted. */
function reviewedAnswer(typed: TypedAnswer) {
  if (isWordAnswer(typed))
    return {
      valeur: expectedText(typed),
      tolerance: '0',
      mots: typed.valeur,
    };
  if (typeof typed.valeur === 'number')
    return { valeur: decimal(typed.valeur), tolerance: decimal(typed.tolerance), nombre: true };
  return {
    valeur: formatNumeric(typed.nature, answerValue(typed)),
    tolerance: decimal(typed.tolerance),
  };
}

/** The banks of a network with their counts, as the wire says them. */
export const banksOfNetwork = async (
  db: Kysely<Database>,
  networkId: string,
): Promise<NetworkBank[]> =>
  (await networkBanks(db, networkId)).map((bank) => ({
    id: bank.id,
    libelle: bank.name,
    permis: bank.licence_code ?? '',
    part_examens: Number(bank.exam_share),
    a_relire: Number(bank.to_review),
    acceptees: Number(bank.accepted),
    refusees: Number(bank.refused),
  }));

async function toWire(db: Kysely<Database>, rows: Row[]): Promise<ReviewedQuestion[]> {
  const versions = await Promise.all(
    rows.map((row) =>
      questionVersion(db, { question_id: row.id, version: Number(row.current_version) }),
    ),
  );
  const notes = rows.map((row) => JSON.parse(row.review_notes ?? '{}') as Partial<ReviewNotes>);
  const closeIds = [
    ...new Set(notes.flatMap((note) => (note.nearDuplicates ?? []).map((close) => close.id))),
  ];
  const close = new Map(
    (await currentQuestions(db, closeIds)).map((one) => [one.question_id, one.statement]),
  );
  const themes = new Map<string, Map<string, string>>();
  for (const licence of new Set(rows.map((row) => row.licence_code ?? '')))
    themes.set(
      licence,
      new Map((await themesForLicence(db, licence)).map((theme) => [theme.letter, theme.label])),
    );
  return rows.map((row, index) => {
    const version = versions[index] as Awaited<ReturnType<typeof questionVersion>>;
    const note = notes[index] ?? {};
    const typed = typedAnswerOf(version.typed_answer);
    return {
      identifiant: row.id,
      banque: { id: row.bank_id, libelle: row.bank_name },
      theme: {
        lettre: row.theme,
        libelle: themes.get(row.licence_code ?? '')?.get(row.theme) ?? row.theme,
      },
      statut: row.review_status ?? 'a_relire',
      version_relecture: Number(row.review_version),
      ...questionOnWire(version),
      reponse: typed ? reviewedAnswer(typed) : null,
      reference: version.reference,
      origine: note.origin
        ? `«\u202f${note.origin.name}\u202f»${note.origin.line ? `, ligne ${note.origin.line}` : ''}`
        : '',
      modifications: note.changes ?? [],
      a_completer: row.review_status === 'a_relire' ? (note.toComplete ?? []) : [],
      proches: (note.nearDuplicates ?? []).map((one) => ({
        identifiant: one.id,
        similarite: Math.round(one.similarity * 100),
        enonce: close.get(one.id) ?? one.id,
      })),
      relue_par: row.reviewer_first
        ? `${row.reviewer_first} ${row.reviewer_last ?? ''}`.trim()
        : null,
      relue_le: isoOrNull(row.reviewed_at),
    };
  });
}

/**
 * GET …/questions-a-relire: the network's banks, and a page of their questions at one status (or
 * all), of one bank (or all); the last page when the one asked is past it.
 */
export async function reviewPage(
  db: Kysely<Database>,
  networkId: string,
  query: { status?: ReviewStatus; bank?: string; page: number; size: number },
) {
  const filter = {
    ...(query.status ? { status: query.status } : {}),
    ...(query.bank ? { bank: query.bank } : {}),
  };
  const [banques, total] = await Promise.all([
    banksOfNetwork(db, networkId),
    countReviewQuestions(db, networkId, filter),
  ]);
  const page = Math.max(1, Math.min(query.page, Math.ceil(total / query.size)));
  const rows = await reviewQuestions(db, networkId, filter, {
    limit: query.size,
    offset: (page - 1) * query.size,
  });
  return { banques, questions: await toWire(db, rows), total, page, taille: query.size };
}

const refused = (message: string) => new AppError(422, 'question_invalide', message);
const number = (text: string) => Number(text.replace(',', '.'));

/**
 * The typed answer as the operator corrected it: a short answer's words, a plain number's value
 * and margin. A time or a position stays as the file gave it.
 */
function editedAnswer(stored: TypedAnswer | undefined, edit: ReviewEdit) {
  if (!stored) return stored;
  if (isWordAnswer(stored))
    return edit.mots ? { ...stored, valeur: edit.mots.map((one) => one.trim()) } : stored;
  if (typeof stored.valeur !== 'number') return stored;
  return {
    ...stored,
    ...(edit.valeur === undefined ? {} : { valeur: number(edit.valeur) }),
    ...(edit.tolerance === undefined ? {} : { tolerance: number(edit.tolerance) }),
  };
}

/** The question as the operator rewrote it, checked by our content rules; a French error else. */
function rewritten(current: Awaited<ReturnType<typeof questionVersion>>, edit: ReviewEdit) {
  const mend = (text: string) => mendTypography(text.trim());
  const stored = typedAnswerOf(current.typed_answer) ?? undefined;
  const typed = editedAnswer(stored, edit);
  const propositions = Object.fromEntries(
    Object.entries(edit.propositions ?? {}).map(([letter, text]) => [letter, mend(text)]),
  );
  const draft = {
    enonce: mend(edit.enonce),
    ...(current.statement_second ? { enonce_suite: current.statement_second } : {}),
    ...(typed ? { reponse: typed } : { propositions, correctes: edit.correctes ?? [] }),
    explication: mend(edit.explication),
    reference: mend(edit.reference),
    ...(current.media_file && !typed
      ? { media: { fichier: 'import/image.png', alt: mend(edit.alt ?? current.media_alt ?? '') } }
      : {}),
  };
  const { question, toComplete, problems } = checkImported(draft);
  const [problem] = problems;
  if (problem) throw refused(`La question ne peut pas être acceptée\u202f: ${problem.message}.`);
  if (!question)
    throw refused(`Écrivez ${toComplete[0] ?? 'ce qui manque'} avant d’accepter la question.`);
  return question;
}

/**
 * POST …/questions-a-relire/decision. Accepting needs a question our rules accept (as it is, or
 * as rewritten); a decision on a review another operator changed since answers 409.
 */
export async function decide(
  db: Kysely<Database>,
  networkId: string,
  by: string,
  decision: ReviewDecision,
  now = Date.now(),
): Promise<ReviewedQuestion> {
  const [row] = await reviewQuestions(db, networkId, { id: decision.identifiant });
  if (!row) throw new AppError(404, 'introuvable', 'Cette question n’existe pas.');
  const current = await questionVersion(db, {
    question_id: row.id,
    version: Number(row.current_version),
  });
  let next: LoadedQuestion | undefined;
  if (decision.decision === 'acceptee') {
    const edit: ReviewEdit = decision.modification ?? {
      enonce: current.statement,
      propositions: Object.fromEntries(current.propositions.map((p) => [p.letter, p.text])),
      correctes: current.propositions.filter((p) => p.correct).map((p) => p.letter),
      explication: current.explanation,
      reference: current.reference,
      ...(current.media_alt ? { alt: current.media_alt } : {}),
    };
    const question = rewritten(current, edit);
    next = {
      ...question,
      id: row.id,
      bank: row.bank_id,
      theme: row.theme,
      ...(current.media_file
        ? {
            media: {
              fichier: current.media_file,
              alt: question.media?.alt ?? current.media_alt ?? '',
            },
          }
        : {}),
    };
  }
  const hash = next ? contentHash(next) : undefined;
  // A rewrite that changes nothing keeps its version.
  const newVersion =
    next && hash !== row.content_hash ? Number(row.current_version) + 1 : undefined;
  await db.transaction().execute(async (trx) => {
    // One decision at a time per bank: its series are rebuilt from what is accepted once the
    // others are written, so two operators deciding at once lose neither question.
    await lockBank(trx, row.bank_id);
    // The review is claimed before the version is written: the second of two rewrites at once
    // waits here, then finds the review moved on and answers 409, writing nothing.
    const changed = await decideQuestion(
      trx,
      networkId,
      { id: row.id, version: Number(decision.version_relecture) },
      { status: decision.decision, by, ...(newVersion ? { currentVersion: newVersion } : {}) },
      now,
    );
    if (changed === 0)
      throw new AppError(
        409,
        'deja_relue',
        'Cette question vient d’être relue par quelqu’un d’autre. Voici ce qui a été décidé.',
      );
    if (next && hash && newVersion) await insertVersion(trx, next, newVersion, hash, now);
    await rebuildNetworkSeries(trx, row.bank_id, now);
    await bumpContentStamp(trx);
  });
  const [after] = await reviewQuestions(db, networkId, { id: row.id });
  return (await toWire(db, after ? [after] : []))[0] as ReviewedQuestion;
}

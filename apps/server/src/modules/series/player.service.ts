import type {
  EnvoiReponseResponse,
  QuestionAfficheeResponse,
  QuestionResponse,
  ReponseResponse,
} from '@prepacode/domain/contracts/player.contract';
import { LETTERS_ANSWER } from '@prepacode/domain/contracts/player.contract';
import { SCENE_SECONDS } from '@prepacode/domain/preferences';
import { isRightAnswer, LETTERS, toBankLetters, toShownLetters } from '@prepacode/domain/series';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import { chartOf } from '../content/content.repository.js';
import { mediaOf, mediaUrl, sceneOf } from '../content/media-url.js';
import {
  questionVersion,
  questionVersions,
  typedAnswerOf,
} from '../content/questions.repository.js';
import {
  attemptSlots,
  findAttemptById,
  findAttemptQuestionById,
  type AttemptCorrectionRead,
  unansweredQuestions,
  type AttemptQuestionRow,
  type AttemptRow,
  type AttemptSlot,
  type WithMemory,
} from './attempts.repository.js';
import { reviewOf } from './answer-rating.js';
import { countSeriesDone, writeAnswer, writeAnswers } from './answer.repository.js';
import { memoryModelOf } from './memory-parameters.repository.js';
import { notFound } from './create.service.js';
import {
  deadlineOf,
  examClock,
  examSeconds,
  secondsLeft,
  settleExam,
  settles,
  severalAnswers,
  shownAt,
  tooLate,
} from './exam-clock.js';
import { chartFor, promptOf, readAnswer, shownValue, typedCorrection } from './typed-answer.js';

const notCurrent = () =>
  new AppError(
    409,
    'question_non_courante',
    'Cette question n’est pas la question en cours : rechargez la page.',
  );

export const ended = () =>
  new AppError(409, 'serie_terminee', 'Cette série est terminée : consultez sa correction.');

const split = (letters: string | null) => (letters ? letters.split(',') : []);

/** Propositions as shown in this attempt: its lettering decides which bank letter is A, B… */
export function shownPropositions(
  lettering: string,
  propositions: readonly { letter: string; text: string }[],
) {
  return [...lettering].map((bankLetter, index) => ({
    lettre: LETTERS[index] as string,
    texte: propositions.find((p) => p.letter === bankLetter)?.text ?? '',
  }));
}

/**
 * GET /api/player/infos/{id}/question: the question to answer now, and the next one's media.
 * In exam conditions with a clock, the question's deadline is fixed the first time it is served
 * and kept: served again (a reload, another device), it comes with the time left, not the full
 * time. A question whose time ran out meanwhile is recorded as unanswered and the next one is
 * served.
 */
export async function currentQuestion(
  db: Kysely<Database>,
  { attempt, slots }: { attempt: AttemptRow; slots?: readonly AttemptSlot[] },
  width: number | undefined,
  now = Date.now(),
): Promise<QuestionResponse> {
  if (attempt.ended === 1) throw ended();
  const position = attempt.nb_answered;
  // This question and the next, whose picture the player prefetches: read with the attempt.
  const [slot, nextSlot] = slots ?? (await attemptSlots(db, attempt.id, position, position + 1));
  if (!slot) throw notFound();
  const seconds = examSeconds(attempt);
  const clock = examClock(attempt, now);
  // Time ran out (this question's, or the whole exam's): unanswered, and on to the next one.
  if ((seconds !== null && tooLate(slot.deadline_at, now)) || tooLate(attempt.deadline_at, now)) {
    await recordAnswer(db, attempt, slot.question_id, '', now);
    const after = await findAttemptById(db, attempt.id);
    return currentQuestion(db, { attempt: after }, width, now);
  }
  const [current, next] = await questionVersions(db, nextSlot ? [slot, nextSlot] : [slot]);
  if (!current) throw notFound();
  const scene = sceneOf(current.media_file);
  const nextScene = sceneOf(next?.media_file);
  // A scene plays before its question's clock starts: the deadline allows for the longest.
  const deadline =
    seconds === null
      ? null
      : await deadlineOf(db, attempt, slot, seconds, now, scene ? SCENE_SECONDS.max : 0);
  const expected = typedAnswerOf(current.typed_answer);
  // A question illustrated by its bank's training chart is worked on it (issue #22).
  const chart = current.on_chart ? await chartOf(db, attempt.bank_id) : null;
  return {
    serie: attempt.id,
    identifiant: slot.question_id,
    position: position + 1,
    total: attempt.nb_questions,
    parcours: attempt.parcours,
    enonce: current.statement,
    ...(current.statement_second ? { enonce_suite: current.statement_second } : {}),
    propositions: shownPropositions(slot.lettering, current.propositions),
    media: mediaOf(current, width),
    ...(scene ? { scene } : {}),
    temps_imparti: seconds,
    temps_restant:
      seconds === null || deadline === null ? null : secondsLeft(deadline, seconds, now),
    ...(attempt.time_extension ? { temps_majore: attempt.time_extension } : {}),
    ...(clock ? { temps_examen: { imparti: clock.seconds, restant: clock.left } } : {}),
    plusieurs_reponses: severalAnswers(slot.correct_letters, Boolean(current.statement_second)),
    media_suivant: next ? (mediaOf(next, width)?.url ?? null) : null,
    ...(nextScene ? { scene_suivante: nextScene } : {}),
    ...(expected ? { saisie: promptOf(expected) } : {}),
    ...(chart ? { carte: chartFor(chart, mediaUrl(chart.file)) } : {}),
  };
}

/**
 * GET /api/player/infos/{id}/reponse: the correction of the named question, or of the one last
 * answered, read with the attempt (`findOwnAttemptCorrection`). In exam conditions nothing is
 * corrected before the end, as in the real test.
 */
export function correctionOf(
  { attempt, question }: AttemptCorrectionRead,
  named: boolean,
): ReponseResponse {
  if (attempt.parcours === 'examen' && attempt.ended === 0) {
    throw new AppError(
      409,
      'correction_en_fin_de_serie',
      'En conditions d’examen, la correction s’affiche à la fin de la série.',
    );
  }
  if (named && !question) throw notFound();
  if (!question || question.answer === null) {
    throw new AppError(409, 'aucune_reponse', 'Cette question n’a pas encore reçu de réponse.');
  }
  const expected = typedAnswerOf(question.typed_answer);
  return {
    identifiant: question.question_id,
    position: question.position + 1,
    reponse: toShownLetters(split(question.answer), question.lettering),
    correctes: toShownLetters(split(question.correct_letters), question.lettering),
    juste: question.correct === 1,
    explication: question.explanation,
    reference: question.reference,
    termine: attempt.ended === 1,
    ...(expected ? { saisie: typedCorrection(expected, question.answer) } : {}),
  };
}

const badAnswer = (message: string) => new AppError(400, 'reponse_invalide', message);

/**
 * What `reponse` says, checked against the question: the bank letters chosen, or the value read
 * from what was typed (typed-answer.ts), and whether it is right. Empty: unanswered.
 */
function readReponse(
  reponse: string,
  question: { lettering: string; correct_letters: string },
  expected: ReturnType<typeof typedAnswerOf>,
): { stored: string; right: boolean } {
  if (reponse === '') return { stored: '', right: false };
  if (expected) return readAnswer(expected, reponse);
  if (!LETTERS_ANSWER.test(reponse))
    throw badAnswer('La réponse doit être une liste de lettres A à D.');
  const shown = reponse.split(',');
  if (new Set(shown).size !== shown.length) {
    throw badAnswer('La réponse contient deux fois la même lettre.');
  }
  if (shown.some((letter) => LETTERS.indexOf(letter as 'A') >= question.lettering.length)) {
    throw badAnswer('La réponse contient une lettre qui n’existe pas pour cette question.');
  }
  const answer = toBankLetters(shown, question.lettering).sort();
  return {
    stored: answer.join(','),
    right: isRightAnswer(answer, split(question.correct_letters)),
  };
}

/** `answerQuestion` for a question read here (the player's own, when time ran out; the demo). */
export async function recordAnswer(
  db: Kysely<Database>,
  attempt: AttemptRow,
  questionId: string,
  reponse: string,
  now = Date.now(),
): Promise<EnvoiReponseResponse> {
  const question = await findAttemptQuestionById(db, attempt.id, questionId);
  return answerQuestion(db, { attempt, question, questionId }, { reponse }, now);
}

/**
 * What a device sent: `reponse` as the wire has it (letters, a typed value, or empty), the id it
 * made for this answer (`id_reponse`, issue #45) and when it was given (`repondu_le`), which an
 * answer kept offline and sent later carries.
 */
export interface SentAnswer {
  reponse: string;
  key?: string | undefined;
  at?: number | undefined;
}

/**
 * When an answer was given: the server's time, or the device's for an answer sent later out of
 * exam conditions (kept offline), within the attempt's life. An exam's clock is the server's.
 */
function answeredAt(attempt: AttemptRow, at: number | undefined, now: number): number {
  if (at === undefined || attempt.parcours === 'examen') return now;
  return Math.min(now, Math.max(attempt.created_at, at));
}

/**
 * PUT /api/player/envoi-reponse: records the answer to the current question and the learner's
 * aggregates in one transaction before acknowledging. The same question sent again gets the
 * answer already recorded, unchanged (a retry, or a second tab); any other question is refused.
 * An answer sent with its device's id is recorded once: sent again (a retry, an answer kept
 * offline), it is acknowledged as recorded; another id for an answered question is told
 * `deja_repondue`, its answer not the one recorded. `question` is the attempt's row of
 * `questionId`, none when the attempt does not ask it.
 */
export async function answerQuestion(
  db: Kysely<Database>,
  asked: {
    attempt: AttemptRow;
    question: (AttemptQuestionRow & WithMemory) | undefined;
    questionId: string;
  },
  { reponse, key: sentKey, at }: SentAnswer,
  now = Date.now(),
): Promise<EnvoiReponseResponse> {
  const { attempt, question, questionId } = asked;
  const key = sentKey ?? null;
  if (!question) {
    throw new AppError(
      409,
      'question_non_courante',
      'Cette question ne fait pas partie de la série.',
    );
  }
  // In exam conditions, an answer after the deadline (and its grace) counts as none.
  const late =
    (examSeconds(attempt) !== null && tooLate(question.deadline_at, now)) ||
    tooLate(attempt.deadline_at, now);
  const version = { question_id: questionId, version: question.version };
  const [content, model] = await Promise.all([
    questionVersion(db, version),
    memoryModelOf(db, attempt.bank_id),
  ]);
  const expected = typedAnswerOf(content.typed_answer);
  const acknowledged = (
    answer: string | null,
    done: boolean,
    recordedKey: string | null = key,
  ): EnvoiReponseResponse => ({
    serie: attempt.id,
    identifiant: questionId,
    position: question.position + 1,
    reponse: expected ? [] : toShownLetters(split(answer), question.lettering),
    termine: done,
    ...(late && answer === '' && reponse !== '' ? { hors_delai: true } : {}),
    ...(expected && answer ? { saisie_lue: shownValue(expected, answer) ?? '' } : {}),
    ...(key !== null && recordedKey !== key ? { deja_repondue: true } : {}),
  });
  if (question.answer !== null) {
    return acknowledged(question.answer, attempt.ended === 1, question.answer_key);
  }
  if (attempt.ended === 1) throw ended();
  if (question.position !== attempt.nb_answered) throw notCurrent();
  // Read even when late: bad input is refused the same, then counts as none.
  const read = readReponse(reponse, question, expected);
  const { stored: answer, right: correct } = late ? { stored: '', right: false } : read;
  const done = attempt.nb_answered + 1 >= attempt.nb_questions;
  const right = correct ? 1 : 0;
  const { inscription_id: inscriptionId } = attempt;
  const settle = (trx: Kysely<Database>) => settleSeries(trx, attempt, right);
  const given = answeredAt(attempt, at, now);
  // Only the first answer to a question counts: a second tab racing this one records nothing.
  const write = {
    attemptId: attempt.id,
    position: question.position,
    answer,
    key,
    right,
    ended: done ? 1 : 0,
    now: given,
    inscriptionId,
    questionId,
    theme: question.theme,
    rating: reviewOf(attempt, question, { stored: answer, right: correct, at: given }),
    model,
    memory: question.memory,
  };
  const stored = await writeAnswer(db, write, done ? settle : undefined);
  if (!stored) {
    // Another request answered this question first: report what it recorded.
    const winner = await findAttemptQuestionById(db, attempt.id, questionId);
    return acknowledged(winner?.answer ?? null, done, winner?.answer_key ?? null);
  }
  return acknowledged(answer, done);
}

/** The last answer settles the series in its transaction; `right`: that answer's point. */
async function settleSeries(trx: Kysely<Database>, attempt: AttemptRow, right: number) {
  if (settles(attempt)) await settleExam(trx, attempt);
  // A composed series or a classroom session is played once: no best score of a series.
  if (attempt.type !== 'personnalise' && attempt.type !== 'erreurs' && attempt.type !== 'salle') {
    await countSeriesDone(trx, attempt.inscription_id, attempt.slug, attempt.nb_correct + right);
  }
}

/**
 * The attempt's questions from its current one up to before `until` recorded as unanswered,
 * as so many empty answers would be (the learner's aggregates, the series settled if they were
 * its last), in one transaction: what a classroom session's learner missed (issue #43).
 */
export async function recordUnanswered(
  db: Kysely<Database>,
  attempt: AttemptRow,
  until: number,
  now = Date.now(),
): Promise<void> {
  if (attempt.ended === 1) return;
  const [missed, model] = await Promise.all([
    unansweredQuestions(db, attempt.id, attempt.nb_answered, until),
    memoryModelOf(db, attempt.bank_id),
  ]);
  const writes = missed.map((question) => ({
    attemptId: attempt.id,
    position: question.position,
    answer: '',
    key: null,
    right: 0,
    ended: question.position + 1 >= attempt.nb_questions ? 1 : 0,
    now,
    inscriptionId: attempt.inscription_id,
    questionId: question.question_id,
    theme: question.theme,
    rating: reviewOf(attempt, { deadline_at: null }, { stored: '', right: false, at: now }),
    model,
  }));
  const ends = writes.at(-1)?.ended === 1;
  await writeAnswers(db, writes, ends ? (trx) => settleSeries(trx, attempt, 0) : undefined);
}

/**
 * PUT /api/player/question-affichee (issue #40): the current question is on screen, its picture
 * loaded, so its clock starts now rather than when it was served (`shownAt`). Without a clock of
 * its own it changes nothing. Said again (a reload), the first time stands.
 */
export async function questionShown(
  db: Kysely<Database>,
  asked: { attempt: AttemptRow; question: AttemptQuestionRow | undefined; questionId: string },
  now = Date.now(),
): Promise<QuestionAfficheeResponse> {
  const { attempt, question, questionId } = asked;
  if (attempt.ended === 1) throw ended();
  if (!question || question.answer !== null || question.position !== attempt.nb_answered) {
    throw notCurrent();
  }
  const seconds = examSeconds(attempt);
  const deadline = seconds === null ? null : await shownAt(db, attempt, question, seconds, now);
  return {
    serie: attempt.id,
    identifiant: questionId,
    temps_restant:
      seconds === null || deadline === null ? null : secondsLeft(deadline, seconds, now),
  };
}

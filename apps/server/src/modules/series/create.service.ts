import { OPEN_STATUS } from '@prepacode/domain/auth';
import { passMarkOf, scoreOf, type ExamFormat } from '@prepacode/domain/exam-format';
import { isLicenceCode, LICENCE_TYPES, type LicenceCode } from '@prepacode/domain/licences';
import {
  COMPOSED_SERIES_SIZE,
  DRAWN_EXAM_LABEL,
  SERIES_TYPE_LABELS,
  shuffledLettering,
  type OrdreLettrage,
  type Parcours,
} from '@prepacode/domain/series';
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/conflicts.js';
import { AppError } from '../../plugins/errors.js';
import type { LiveSession } from '../auth/sessions.repository.js';
import { dayInFrance } from '@prepacode/domain/calendar';
import { newNumericId } from '../../lib/tokens.js';
import { findUnfinished, type AttemptRow } from './attempts.repository.js';
import { startAttempt } from './attempt-start.repository.js';
import { composeDrawnExam, composeMistakes, composePersonalised } from './compose.js';
import { withNetworkShare } from './network-share.js';
import { networkOfUser } from '../content/network-banks.repository.js';
import {
  examFormatOf,
  findFixedSeries,
  fixedSeriesOfLicence,
  seriesQuestionIds,
  themesOfBank,
} from '../content/content.repository.js';
import { activeQuestionsOfBank, currentQuestions } from '../content/questions.repository.js';
import { timeExtensionOf } from '../preferences/preferences.repository.js';
import { lastAnsweredOf, questionStatsOf, themeStatsOf } from './learner-stats.repository.js';
import { examTotalSeconds } from '@prepacode/domain/preferences';
import { examPlanning } from './preparation.service.js';

export const notFound = () => new AppError(404, 'serie_introuvable', 'Série introuvable.');

export interface Learner {
  userId: string;
  inscriptionId: number;
  licence: LicenceCode;
  bankId: string;
}

/**
 * The learner of this session with their chosen inscription. Starting a series needs it open
 * and not expired; reading one's history does not.
 */
export function learnerOf(session: LiveSession, access: 'practise' | 'read' = 'practise'): Learner {
  if (session.inscription_id === null) {
    throw new AppError(409, 'formation_non_choisie', 'Choisissez d’abord une formation.');
  }
  // The session read brings its inscription along (sessions.repository.ts).
  const { licence_code: licence, bank_id: bankId, expiration_date: lastDay } = session;
  if (licence === null || bankId === null || !isLicenceCode(licence)) {
    throw new AppError(
      404,
      'formation_introuvable',
      'Aucune série n’est disponible pour votre formation.',
    );
  }
  const expired = lastDay !== null && lastDay < dayInFrance(Date.now());
  if (access === 'practise' && (session.inscription_status !== OPEN_STATUS || expired)) {
    throw new AppError(403, 'acces_expire', 'Votre accès à cette formation est terminé.');
  }
  return { userId: session.user_id, inscriptionId: session.inscription_id, licence, bankId };
}

/** Slugs of the two composed series of a bank: `code-route-personnalise`, `code-route-erreurs`. */
export const composedSlug = (bankId: string, type: 'personnalise' | 'erreurs') =>
  `${bankId}-${type}`;

/** Slug of the bank's mock exam drawn afresh at each start: `code-route-nouvel-examen`. */
export const drawnExamSlug = (bankId: string) => `${bankId}-nouvel-examen`;

/** A question as an attempt fixes it: its version, how many propositions, which are right. */
export interface QuestionToAsk {
  question_id: string;
  version: number;
  theme: string;
  two_parts: boolean;
  /** Its propositions' texts in the bank's order: a shuffle keeps Oui/Non and scales in theirs. */
  texts: string[];
  correct_letters: string[];
  retired: boolean;
}

export const questionsToAsk = async (db: Kysely<Database>, ids: readonly string[]) =>
  (await currentQuestions(db, ids)).map((question): QuestionToAsk => ({
    question_id: question.question_id,
    version: question.version,
    theme: question.theme,
    two_parts: question.statement_second !== null,
    texts: question.propositions.map((p) => p.text),
    correct_letters: question.propositions.filter((p) => p.correct).map((p) => p.letter),
    retired: question.retired,
  }));

interface Plan {
  type: AttemptRow['type'];
  label: string;
  position: number;
  timed: boolean;
  theme: string | null;
  questions: QuestionToAsk[];
}

async function planFixed(
  db: Kysely<Database>,
  learner: Learner,
  slug: string,
  network: string | null,
): Promise<Plan> {
  const series = await findFixedSeries(db, slug, learner.licence, network);
  if (!series) throw notFound();
  const questions = (await questionsToAsk(db, await seriesQuestionIds(db, slug))).filter(
    (question) => !question.retired,
  );
  const sameType = (await fixedSeriesOfLicence(db, learner.licence, network)).filter(
    (row) => row.type === series.type,
  );
  const themes = new Set(questions.map((question) => question.theme));
  return {
    type: series.type,
    label: series.label,
    position: sameType.findIndex((row) => row.slug === slug) + 1,
    timed: series.timed === 1,
    theme: series.type === 'thematique' && themes.size === 1 ? ([...themes][0] ?? null) : null,
    questions,
  };
}

async function planComposed(
  db: Kysely<Database>,
  learner: Learner,
  type: 'personnalise' | 'erreurs',
): Promise<Plan> {
  const [bankQuestions, stats] = await Promise.all([
    activeQuestionsOfBank(db, learner.bankId),
    questionStatsOf(db, learner.inscriptionId),
  ]);
  let ids: string[];
  if (type === 'erreurs') {
    ids = composeMistakes(bankQuestions, stats, COMPOSED_SERIES_SIZE);
    if (ids.length === 0) {
      throw new AppError(
        409,
        'aucune_erreur',
        'Vous n’avez aucune erreur à revoir pour le moment.',
      );
    }
  } else {
    const [themeStats, themes] = await Promise.all([
      themeStatsOf(db, learner.inscriptionId),
      themesOfBank(db, learner.bankId),
    ]);
    const order = themes.map((theme) => theme.letter);
    const now = Date.now();
    ids = composePersonalised(
      bankQuestions,
      stats,
      themeStats,
      order,
      now,
      COMPOSED_SERIES_SIZE,
      await examPlanning(db, learner, now),
    );
  }
  return {
    type,
    label: SERIES_TYPE_LABELS[type],
    position: 1,
    timed: false,
    theme: null,
    questions: await questionsToAsk(db, ids),
  };
}

/**
 * « Nouvel examen blanc » (issue #22): questions drawn for this start with the theme spread of
 * the real test, the learner's unseen ones first. The draw is the attempt's questions.
 */
async function planDrawn(
  db: Kysely<Database>,
  learner: Learner,
  format: ExamFormat,
): Promise<Plan> {
  const [bankQuestions, stats, themes] = await Promise.all([
    activeQuestionsOfBank(db, learner.bankId),
    lastAnsweredOf(db, learner.inscriptionId),
    themesOfBank(db, learner.bankId),
  ]);
  const random = () => randomInt(0, 2 ** 32) / 2 ** 32;
  const ids = composeDrawnExam(
    bankQuestions,
    stats,
    format.distribution,
    themes.map((theme) => theme.letter),
    format.nbQuestions,
    random,
    format.scenes,
  );
  return {
    type: 'examen',
    label: DRAWN_EXAM_LABEL,
    position: 0,
    timed: true,
    theme: null,
    questions: await questionsToAsk(db, ids),
  };
}

export interface CreateInput {
  slug: string;
  parcours: Parcours;
  ordreLettrage: OrdreLettrage;
}

/**
 * PUT /api/serie/create: resumes the learner's unfinished attempt of this series if there is
 * one (no second credit), else starts one. An exam-like series uses a credit where the licence
 * counts them, refused in clear French when none remain.
 */
export async function createAttempt(
  db: Kysely<Database>,
  learner: Learner,
  input: CreateInput,
): Promise<{ attempt: AttemptRow; created: boolean }> {
  const unfinished = await findUnfinished(db, learner.inscriptionId, input.slug);
  if (unfinished) return { attempt: unfinished, created: false };

  const composedType = (['personnalise', 'erreurs'] as const).find(
    (type) => composedSlug(learner.bankId, type) === input.slug,
  );
  const [format, network] = await Promise.all([
    examFormatOf(db, learner.bankId, learner.licence),
    // The learner's network adds its own series and its share of mock exams (issue #46).
    networkOfUser(db, learner.userId),
  ]);
  const plan =
    input.slug === drawnExamSlug(learner.bankId)
      ? await planDrawn(db, learner, format)
      : composedType
        ? await planComposed(db, learner, composedType)
        : await planFixed(db, learner, input.slug, network);
  if (plan.type === 'examen' && network !== null) {
    const shared = await withNetworkShare(db, learner, network, plan.questions);
    if (shared) plan.questions = await questionsToAsk(db, shared);
  }
  if (plan.questions.length === 0) {
    throw new AppError(
      409,
      'aucune_question',
      'Aucune question n’est disponible pour cette série.',
    );
  }
  const usesCredit = plan.type === 'examen' && LICENCE_TYPES[learner.licence].showCreditDetails;
  // The learner's extended time is fixed on the attempt: changing it later does not touch an
  // exam under way (issue #18).
  const extension =
    input.parcours === 'examen' && plan.timed ? await timeExtensionOf(db, learner.userId) : 'non';
  const now = Date.now();
  const exam = plan.type === 'examen';
  // One clock for the whole exam (CRR) starts with it, in exam conditions only.
  const totalSeconds =
    exam && input.parcours === 'examen' && plan.timed && format.totalMinutes !== null
      ? examTotalSeconds(format.totalMinutes, extension)
      : null;
  const points = exam ? format.points : null;
  const attempt: AttemptRow = {
    id: newNumericId(),
    user_id: learner.userId,
    inscription_id: learner.inscriptionId,
    licence_code: learner.licence,
    bank_id: learner.bankId,
    slug: input.slug,
    type: plan.type,
    label: plan.label,
    series_position: plan.position,
    theme: plan.theme,
    parcours: input.parcours,
    timed: plan.timed ? 1 : 0,
    nb_questions: plan.questions.length,
    nb_answered: 0,
    nb_correct: 0,
    ended: 0,
    created_at: now,
    updated_at: now,
    time_extension: extension === 'non' ? null : extension,
    // The welcome series is not graded; every other series is, like the bank's exam.
    pass_mark: plan.type === 'accueil' ? null : passMarkOf(format, plan.questions.length),
    exam_parts: exam && format.parts.length > 0 ? JSON.stringify(format.parts) : null,
    parts_passed: null,
    deadline_at: totalSeconds === null ? null : now + totalSeconds * 1000,
    // Marked out of a total (hauturier): the points of each theme, the score once it ends.
    exam_points: points ? JSON.stringify(points) : null,
    max_score: points
      ? scoreOf(
          points,
          plan.questions.map(({ theme }) => ({ theme, right: false })),
        ).maxScore
      : null,
    score: null,
  };
  try {
    await insertAttempt(db, attempt, plan, input, usesCredit);
  } catch (error) {
    // Another start of this series won the race (the database holds one unfinished attempt per
    // inscription and series): this one spent nothing, and resumes the winner's attempt.
    const winner = isUniqueViolation(error, UNFINISHED_INDEX)
      ? await findUnfinished(db, learner.inscriptionId, input.slug)
      : undefined;
    if (!winner) throw error;
    return { attempt: winner, created: false };
  }
  return { attempt, created: true };
}

const UNFINISHED_INDEX = {
  name: 'attempts_one_unfinished',
  columns: 'attempts.inscription_id, attempts.slug',
};

async function insertAttempt(
  db: Kysely<Database>,
  attempt: AttemptRow,
  plan: Plan,
  input: CreateInput,
  usesCredit: boolean,
) {
  const random = () => randomInt(0, 2 ** 32) / 2 ** 32;
  const asked = plan.questions.map((question, position) => ({
    attempt_id: attempt.id,
    position,
    question_id: question.question_id,
    version: question.version,
    theme: question.theme,
    lettering:
      input.ordreLettrage === 'aleatoire'
        ? shuffledLettering(question.texts, question.two_parts, random)
        : 'ABCD'.slice(0, question.texts.length),
    correct_letters: question.correct_letters.join(','),
  }));
  // Its `learner_totals` row (the attempts made, the changes) is kept by the triggers of the
  // rows written (migrations 2026-12-01T1000 and 2026-12-02T1000).
  if (!(await startAttempt(db, attempt, asked, usesCredit))) {
    throw new AppError(
      409,
      'credits_epuises',
      'Vous n’avez plus de crédit pour les examens blancs : demandez-en à votre école.',
    );
  }
}

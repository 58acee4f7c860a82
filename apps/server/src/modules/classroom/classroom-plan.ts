import type { ClassroomStartBody } from '@prepacode/domain/contracts/classroom.contract';
import type { LicenceCode } from '@prepacode/domain/licences';
import type { Kysely } from 'kysely';
import { randomInt } from 'node:crypto';
import type { Database } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import {
  bankOfLicence,
  examFormatOf,
  findFixedSeries,
  fixedSeriesOfLicence,
  seriesQuestionIds,
  themesOfBank,
} from '../content/content.repository.js';
import { activeQuestionsOfBank, currentQuestions } from '../content/questions.repository.js';
import { composeDrawnExam } from '../series/compose.js';
import { questionsToAsk, type QuestionToAsk } from '../series/create.service.js';

// Which questions a classroom session asks (issue #43, point 1): one of the bank's mock exams,
// a thematic series, or questions drawn in the exam's proportions. The room answers by letters
// on phones: a question answered by a typed value (the offshore chart's) is left out.

export interface SessionPlan {
  bankId: string;
  slug: string | null;
  label: string;
  questions: QuestionToAsk[];
}

const noSeries = () =>
  new AppError(404, 'serie_introuvable', 'Cette série n’existe pas pour ce permis.');

/** Questions a phone answers by its letters, and only those still asked. */
async function answeredByLetters(db: Kysely<Database>, ids: readonly string[]) {
  const typed = new Set(
    (await currentQuestions(db, ids))
      .filter((question) => question.typed_answer !== null)
      .map((question) => question.question_id),
  );
  return (await questionsToAsk(db, ids)).filter(
    (question) => !question.retired && !typed.has(question.question_id),
  );
}

/** The fixed series or the questions drawn for this session, refused in French when none. */
export async function planSession(
  db: Kysely<Database>,
  body: Pick<ClassroomStartBody, 'permis' | 'source' | 'serie'>,
): Promise<SessionPlan> {
  const licence: LicenceCode = body.permis;
  const bankId = await bankOfLicence(db, licence);
  if (!bankId) throw noSeries();
  let plan: SessionPlan;
  if (body.source === 'tirage') {
    const format = await examFormatOf(db, bankId, licence);
    const [bankQuestions, themes] = await Promise.all([
      activeQuestionsOfBank(db, bankId),
      themesOfBank(db, bankId),
    ]);
    const ids = composeDrawnExam(
      bankQuestions,
      [],
      format.distribution,
      themes.map((theme) => theme.letter),
      format.nbQuestions,
      () => randomInt(0, 2 ** 32) / 2 ** 32,
      format.scenes,
    );
    plan = {
      bankId,
      slug: null,
      label: `${format.nbQuestions} questions tirées au sort`,
      questions: await answeredByLetters(db, ids),
    };
  } else {
    const wanted = body.source === 'examen' ? 'examen' : 'thematique';
    const series = body.serie ? await findFixedSeries(db, body.serie, licence) : undefined;
    if (!series || series.type !== wanted) throw noSeries();
    plan = {
      bankId,
      slug: series.slug,
      label: series.label,
      questions: await answeredByLetters(db, await seriesQuestionIds(db, series.slug)),
    };
  }
  if (plan.questions.length === 0) {
    throw new AppError(
      409,
      'aucune_question',
      'Aucune question de cette série ne se répond par lettres en salle.',
    );
  }
  return plan;
}

/** The series a session can be taken from, for the launch form. */
export async function seriesChoices(db: Kysely<Database>, licence: LicenceCode) {
  const bankId = await bankOfLicence(db, licence);
  if (!bankId) return { examens: [], themes: [], tirage: 0 };
  const series = await fixedSeriesOfLicence(db, licence);
  const withCount = async (type: 'examen' | 'thematique') =>
    Promise.all(
      series
        .filter((row) => row.type === type)
        .map(async (row) => ({
          slug: row.slug,
          libelle: row.label,
          nb_questions: (await seriesQuestionIds(db, row.slug)).length,
        })),
    );
  const [examens, themes, format] = await Promise.all([
    withCount('examen'),
    withCount('thematique'),
    examFormatOf(db, bankId, licence),
  ]);
  return { examens, themes, tirage: format.nbQuestions };
}

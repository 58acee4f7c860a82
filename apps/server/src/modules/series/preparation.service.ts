import { dayInFrance, startOfFrenchDay } from '@prepacode/domain/calendar';
import type { Preparation } from '@prepacode/domain/contracts/preparation.contract';
import { examDayProblem } from '@prepacode/domain/exam-booking';
import { isLicenceCode, type LicenceCode } from '@prepacode/domain/licences';
import { passChance } from '@prepacode/domain/prediction';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import { bankOfLicence, examFormatOf, themesOfBank } from '../content/content.repository.js';
import { activeQuestionsOfBank } from '../content/questions.repository.js';
import { themeStatsOf } from './learner-stats.repository.js';
import { memoryModelOf } from './memory-parameters.repository.js';
import type { ExamPlanning } from './compose.js';
import { SHORT_NOTICE_DAYS, studyPlan, themeChances, weakOnTheDay } from './plan.js';
import {
  examDayOf,
  examDaysOf,
  memoriesOf,
  memoriesOfMany,
  setOwnExamDay,
  themeRatesOfMany,
} from './preparation.repository.js';
import { nextTurn } from '../../lib/turns.js';

// The learner's preparation (issue #44, points 2 and 3): the exam's day, the chances the memory
// model gives for it, theme by theme and for the mock exam, and the pace that gets every
// question to the target retention by then.

/** Whose preparation: an inscription, the bank that serves its licence, the licence. */
interface PreparingLearner {
  inscriptionId: number;
  bankId: string;
  licence: LicenceCode;
}

const DAY = 86_400_000;
/** The exam is taken in the morning: the chances are for 8 o'clock, French time. */
const EXAM_HOUR = 8;

/** A chance as the wire gives it: three decimals say more than the model knows. */
const toWire = (chance: number) => Math.round(chance * 1000) / 1000;

const examMorning = (day: string) => startOfFrenchDay(day) + EXAM_HOUR * 3_600_000;

/** What the model says of the learner's exam day: what the card shows and the series plans by. */
export async function examOutlook(db: Kysely<Database>, learner: PreparingLearner, now: number) {
  const today = dayInFrance(now);
  const [exam, questions, memories, themes, rates, format, model] = await Promise.all([
    examDayOf(db, learner.inscriptionId, today),
    activeQuestionsOfBank(db, learner.bankId),
    memoriesOf(db, learner.inscriptionId),
    themesOfBank(db, learner.bankId),
    themeStatsOf(db, learner.inscriptionId),
    examFormatOf(db, learner.bankId, learner.licence),
    memoryModelOf(db, learner.bankId),
  ]);
  const order = themes.map((theme) => theme.letter);
  // On the exam's day itself, the chances are for its morning, or for now once it has passed.
  const at = exam ? Math.max(now, examMorning(exam.day)) : now;
  const byTheme = new Map(
    rates.map((rate) => [rate.theme, { answered: rate.answered, correct: rate.correct }]),
  );
  const chances = themeChances(model, questions, memories, byTheme, order, at);
  const days = exam ? Math.round((Date.parse(exam.day) - Date.parse(today)) / DAY) : 0;
  const plan = exam && days > 0 ? studyPlan(model, questions, memories, now, at, days) : null;
  return { today, exam, at, questions, memories, order, chances, plan, format, model };
}

export async function preparationOf(
  db: Kysely<Database>,
  learner: PreparingLearner,
  now = Date.now(),
): Promise<Preparation> {
  const { today, exam, order, chances, plan, format } = await examOutlook(db, learner, now);
  const chanceOf = new Map(chances.map((theme) => [theme.theme, theme.chance]));
  return {
    date_examen: exam ? { jour: exam.day, source: exam.source } : null,
    jour_prevu: exam?.day ?? today,
    reussite: toWire(passChance(format, order, (theme) => chanceOf.get(theme) ?? 0)),
    themes: chances.map((theme) => ({
      theme_id: theme.theme,
      chance: toWire(theme.chance),
      connues: theme.known,
      total: theme.total,
    })),
    plan: plan && {
      jours: plan.days,
      questions_par_jour: plan.perDay,
      a_revoir: plan.due,
      nouvelles: plan.unseen,
      nouvelles_par_jour: plan.newPerDay,
      tenable: plan.feasible,
    },
  };
}

/**
 * The personalised series' planning for the exam's day (compose.ts), or none without one: the
 * day's new questions (none on short notice, when the due and the weak come first), the weakest
 * themes by the model's chances, the questions it expects forgotten by then.
 */
export async function examPlanning(
  db: Kysely<Database>,
  learner: PreparingLearner,
  now: number,
): Promise<ExamPlanning | undefined> {
  const { plan, chances, questions, memories, at, model } = await examOutlook(db, learner, now);
  if (!plan) return undefined;
  const weakestFirst = [...chances].sort((a, b) => a.chance - b.chance).map((t) => t.theme);
  return {
    weakestFirst,
    newToday: plan.days > SHORT_NOTICE_DAYS ? plan.newPerDay : 0,
    weakOnTheDay: weakOnTheDay(model, questions, memories, weakestFirst, now, at),
  };
}

/** PUT /api/front/date-examen: the learner's own day, checked as a booking's is; null clears it. */
export async function setExamDay(
  db: Kysely<Database>,
  learner: Pick<PreparingLearner, 'inscriptionId'>,
  day: string | null,
  now = Date.now(),
): Promise<void> {
  const problem = day === null ? null : examDayProblem(day, now);
  if (problem) throw new AppError(400, 'date_examen_invalide', problem);
  await setOwnExamDay(db, learner.inscriptionId, day);
}

/**
 * Inscriptions read at once by `passChancesOf`, the event loop let go between two parts: about
 * a millisecond each (a learner's memories and the bank's questions; bench/CHANGELOG.md).
 */
const CHUNK = 50;

/** An inscription of the school space's lists, with its licence. */
export interface PassChanceRow {
  inscription: number | string;
  licence_code: string;
}

/**
 * The chance of passing the mock exam on each learner's exam day (or today without one), as
 * their dashboard gives it: for the school space's list and its readiness (issue #44, point 3).
 */
export async function passChancesOf(
  db: Kysely<Database>,
  rows: readonly PassChanceRow[],
  now = Date.now(),
): Promise<Map<number, number>> {
  const today = dayInFrance(now);
  const chances = new Map<number, number>();
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const ids = chunk.map((row) => Number(row.inscription));
    const [days, memories, rates] = await Promise.all([
      examDaysOf(db, ids, today),
      memoriesOfMany(db, ids),
      themeRatesOfMany(db, ids),
    ]);
    for (const row of chunk) {
      const id = Number(row.inscription);
      const bankId = isLicenceCode(row.licence_code)
        ? await bankOfLicence(db, row.licence_code)
        : undefined;
      if (!bankId || !isLicenceCode(row.licence_code)) continue;
      const [questions, themes, format, model] = await Promise.all([
        activeQuestionsOfBank(db, bankId),
        themesOfBank(db, bankId),
        examFormatOf(db, bankId, row.licence_code),
        memoryModelOf(db, bankId),
      ]);
      const order = themes.map((theme) => theme.letter);
      const day = days.get(id);
      const at = day ? Math.max(now, examMorning(day)) : now;
      const byTheme = themeChances(
        model,
        questions,
        memories.get(id) ?? new Map(),
        rates.get(id) ?? new Map(),
        order,
        at,
      );
      const chanceOf = new Map(byTheme.map((theme) => [theme.theme, theme.chance]));
      // Rounded as the learner's dashboard gets it, so that both say the same.
      chances.set(id, toWire(passChance(format, order, (theme) => chanceOf.get(theme) ?? 0)));
    }
    await nextTurn();
  }
  return chances;
}

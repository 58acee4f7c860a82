import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import {
  findSession,
  sessionQuestions,
  type SessionRow,
} from '../modules/classroom/classroom.repository.js';
import { seriesChoices } from '../modules/classroom/classroom-plan.js';
import {
  answerInSession,
  joinSession,
  startSession,
  stepSession,
} from '../modules/classroom/classroom.service.js';
import { firstClassroomSession, idsByEmail } from './demo-accounts.repository.js';

const DAY = 86_400_000;
const SCHOOL = 'demo-auto-ecole';
const INSTRUCTOR = 'moniteur@demo.test';
/**
 * The demo school's learners still enrolled among its former ones (demo-results.ts): not the
 * demo accounts, whose pages README describes (`nouveau@` stays new, `eleve@` keeps its history).
 */
const ROOM = ['noah.gauthier@ancien.demo.test', 'zoe.perrin@ancien.demo.test'];
/** Each learner misses one question in so many, at a place of their own. */
const MISSES_EVERY = [6, 4];

/** What a learner of the room answers: right, but one question in `MISSES_EVERY`. */
function lettersOf(
  question: { position: number; lettering: string; correct_letters: string },
  learner: number,
) {
  const right = question.correct_letters.split(',');
  if ((question.position + learner) % (MISSES_EVERY[learner] ?? 5) !== 0) return right;
  return [[...question.lettering].find((letter) => !right.includes(letter)) ?? 'A'];
}

/**
 * The demo school's past « Code en salle » session (issue #43, point 6): its instructor ran the
 * first mock exam in the classroom twelve days ago, paced by hand, and the room answered on
 * their phones. Played through the classroom's own services, so its page, its results and the
 * learners' series are what a real session leaves. Driven by the session's state, each step
 * once (the services ignore a step or an answer given twice): a first start killed half-way is
 * finished by the next. Nothing without the demo school.
 */
export async function seedDemoClassroom(db: Kysely<Database>, now = Date.now()): Promise<void> {
  let session: SessionRow | undefined = await firstClassroomSession(db, SCHOOL);
  if (session?.phase === 'terminee') return;
  const ids = await idsByEmail(db, [INSTRUCTOR, ...ROOM]);
  const instructor = ids.get(INSTRUCTOR);
  const room = ROOM.map((email) => ids.get(email)).filter((id) => id !== undefined);
  const [exam] = (await seriesChoices(db, 'b')).examens;
  if (!instructor || room.length < ROOM.length || !exam) return;

  // A Wednesday evening's pace: 12 s an answer, 5 s a step; resumed from the last change.
  let at = Number(session?.updated_at ?? now - 12 * DAY + 18 * 3_600_000);
  const tick = (seconds: number) => (at += seconds * 1000);
  const body = { permis: 'b', source: 'examen', serie: exam.slug, rythme: 'moniteur' } as const;
  session ??= await startSession(db, instructor, SCHOOL, body, at);
  const id = session.id;
  for (const learner of room) await joinSession(db, learner, session.code, tick(40));
  const questions = await sessionQuestions(db, id);
  while (session && session.phase !== 'terminee') {
    const position = session.position + 1;
    if (session.phase === 'question') {
      const question = questions[session.position];
      for (const [index, learner] of room.entries()) {
        const letters = question ? lettersOf(question, index) : [];
        await answerInSession(db, learner, id, position, letters, tick(12));
      }
    }
    const last = position >= questions.length;
    const step = {
      attente: 'question',
      question: 'correction',
      correction: last ? 'terminer' : 'suivante',
    } as const;
    await stepSession(db, session, step[session.phase], position, tick(5));
    session = await findSession(db, id);
  }
}

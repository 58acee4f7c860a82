import type {
  ClassroomLearnerView,
  ClassroomStaffView,
} from '@prepacode/domain/contracts/classroom.contract';
import { passMarkOf } from '@prepacode/domain/exam-format';
import { LETTERS, toShownLetters } from '@prepacode/domain/series';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { examFormatOf } from '../content/content.repository.js';
import { mediaOf, sceneOf } from '../content/media-url.js';
import { questionVersion } from '../content/questions.repository.js';
import { severalAnswers } from '../series/exam-clock.js';
import { shownPropositions } from '../series/player.service.js';
import {
  answersAt,
  attemptSlotsOf,
  participantOf,
  participantsOf,
  rightPerQuestion,
  schoolName,
  sessionQuestions,
  type SessionQuestionRow,
  type SessionRow,
} from './classroom.repository.js';

// What the presenter and the phones show of a session (issue #43, points 2 and 3). The
// presenter's view is projected: it never names a learner (the roster is a call of its own).

const split = (letters: string | null) => (letters ? letters.split(',') : []);
const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** The current question as the room sees it; `width` picks its picture's rendition. */
async function roomQuestion(
  db: Kysely<Database>,
  slot: SessionQuestionRow,
  width: number | undefined,
) {
  const version = await questionVersion(db, slot);
  const scene = sceneOf(version.media_file);
  return {
    question: {
      identifiant: slot.question_id,
      enonce: version.statement,
      ...(version.statement_second ? { enonce_suite: version.statement_second } : {}),
      propositions: shownPropositions(slot.lettering, version.propositions),
      media: mediaOf(version, width),
      ...(scene ? { scene } : {}),
      plusieurs_reponses: severalAnswers(slot.correct_letters, Boolean(version.statement_second)),
    },
    explanation: version.explanation,
  };
}

/** What the session's state says to both views: phase, question, clock. */
async function common(db: Kysely<Database>, session: SessionRow, width?: number) {
  const slot =
    session.position >= 0 && session.phase !== 'terminee'
      ? (await sessionQuestions(db, session.id)).at(session.position)
      : undefined;
  const shown = slot ? await roomQuestion(db, slot, width) : undefined;
  const now = Date.now();
  return {
    slot,
    shown,
    head: {
      id: session.id,
      libelle: session.label,
      ecole_nom: await schoolName(db, session.structure_id),
      phase: session.phase,
      position: session.position + 1,
      nb_questions: session.nb_questions,
      echeance: session.phase === 'question' ? iso(session.deadline_at) : null,
      secondes:
        session.phase === 'question' && session.deadline_at !== null
          ? Math.max(0, Math.ceil((Number(session.deadline_at) - now) / 1000))
          : null,
      version: String(session.changes),
    },
  };
}

/** GET {central}/api/ecole/salles/{salle}: the presenter's view. */
export async function staffView(
  db: Kysely<Database>,
  session: SessionRow,
  width?: number,
): Promise<ClassroomStaffView> {
  const { slot, shown, head } = await common(db, session, width);
  const [participants, answers] = await Promise.all([
    participantsOf(db, session.id),
    slot ? answersAt(db, session.id, slot.position) : Promise.resolve([]),
  ]);
  const given = answers.filter((row) => row.answer !== null && row.answer !== '');
  const view: ClassroomStaffView = {
    ...head,
    code: session.ended_at === null ? session.code : null,
    permis: session.licence_code,
    rythme: session.pacing,
    participants: participants.length,
    reponses: given.length,
    ...(shown ? { question: shown.question } : {}),
  };
  if (slot && shown && session.phase === 'correction') {
    // How many chose each letter, as the room sees it; a learner may have chosen several.
    const shownAnswers = given.map((row) => toShownLetters(split(row.answer), slot.lettering));
    view.correction = {
      bonnes: toShownLetters(split(slot.correct_letters), slot.lettering),
      repartition: LETTERS.slice(0, slot.lettering.length).map((lettre) => ({
        lettre,
        nombre: shownAnswers.filter((letters) => letters.includes(lettre)).length,
      })),
      sans_reponse: participants.length - given.length,
      explication: shown.explanation,
    };
  }
  if (session.phase === 'terminee') view.resultats = await resultsOf(db, session, participants);
  return view;
}

/** The group's results: its score distribution, pass count and five most missed questions. */
async function resultsOf(
  db: Kysely<Database>,
  session: SessionRow,
  participants: Awaited<ReturnType<typeof participantsOf>>,
) {
  const format = await examFormatOf(db, session.bank_id, session.licence_code);
  const seuil = passMarkOf(format, session.nb_questions);
  const scores = participants.map((participant) => Number(participant.nb_correct));
  const [right, questions] = await Promise.all([
    rightPerQuestion(db, session.id),
    sessionQuestions(db, session.id),
  ]);
  const rightAt = new Map(right.map((row) => [Number(row.position), Number(row.right)]));
  // Of the questions the room was asked, the one on screen at the end included (`position` is
  // 0-based, -1 before the first): a session ended early did not ask the rest.
  const missed = questions
    .filter((question) => question.position <= session.position)
    .map((question) => ({ question, justes: rightAt.get(question.position) ?? 0 }))
    .sort((a, b) => a.justes - b.justes || a.question.position - b.question.position)
    .slice(0, participants.length > 0 ? 5 : 0);
  return {
    scores: Array.from({ length: session.nb_questions + 1 }, (_, score) => ({
      score,
      nombre: scores.filter((value) => value === score).length,
    })),
    moyenne:
      scores.length === 0
        ? null
        : Math.round((scores.reduce((sum, value) => sum + value, 0) / scores.length) * 10) / 10,
    reussis: scores.filter((value) => value >= seuil).length,
    seuil,
    plus_manquees: await Promise.all(
      missed.map(async ({ question, justes }) => ({
        position: question.position + 1,
        enonce: (await questionVersion(db, question)).statement,
        justes,
        sur: participants.length,
      })),
    ),
  };
}

/** A session in the school space's list: when, what, how many and how the group did. */
export async function summaryOf(
  db: Kysely<Database>,
  session: SessionRow & { school_name: string },
) {
  const participants = await participantsOf(db, session.id);
  const ended = session.phase === 'terminee';
  const results = ended ? await resultsOf(db, session, participants) : undefined;
  return {
    id: session.id,
    code: session.ended_at === null ? session.code : null,
    libelle: session.label,
    permis: session.licence_code,
    ecole_nom: session.school_name,
    rythme: session.pacing,
    phase: session.phase,
    debut: iso(session.created_at) ?? '',
    fin: iso(session.ended_at),
    participants: participants.length,
    nb_questions: session.nb_questions,
    moyenne: results?.moyenne ?? null,
    reussis: results?.reussis ?? 0,
  };
}

/** GET {central}/api/ecole/salles/{salle}/absents: names, for the instructor's own screen. */
export async function rosterOf(db: Kysely<Database>, session: SessionRow) {
  const participants = await participantsOf(db, session.id);
  const answers = session.position >= 0 ? await answersAt(db, session.id, session.position) : [];
  const answered = new Set(
    answers.filter((row) => row.answer !== null && row.answer !== '').map((row) => row.attempt_id),
  );
  return {
    participants: participants.map((participant) => ({
      nom: `${participant.first_name} ${participant.last_name}`.trim(),
      a_repondu: answered.has(participant.attempt_id),
      score: Number(participant.nb_correct),
    })),
  };
}

/** GET /api/salle/{salle}: the session on a learner's phone, with their own answer. */
export async function learnerView(
  db: Kysely<Database>,
  session: SessionRow,
  userId: string,
  width?: number,
): Promise<ClassroomLearnerView | null> {
  const place = await participantOf(db, session.id, userId);
  if (!place) return null;
  const { slot, shown, head } = await common(db, session, width);
  const answer = slot
    ? (await attemptSlotsOf(db, Number(place.attempt_id))).at(slot.position)?.answer
    : undefined;
  const mine = answer ? toShownLetters(split(answer), slot?.lettering ?? 'ABCD') : null;
  const view: ClassroomLearnerView = {
    ...head,
    ma_reponse: mine,
    ...(shown ? { question: shown.question } : {}),
  };
  if (slot && shown && session.phase === 'correction') {
    const bonnes = toShownLetters(split(slot.correct_letters), slot.lettering);
    view.correction = {
      bonnes,
      juste: mine !== null && [...mine].sort().join() === [...bonnes].sort().join(),
      explication: shown.explanation,
    };
  }
  if (session.phase === 'terminee') {
    const participant = (await participantsOf(db, session.id)).find(
      (row) => row.attempt_id === place.attempt_id,
    );
    view.fin = {
      serie: Number(place.attempt_id),
      score: Number(participant?.nb_correct ?? 0),
      nb_questions: session.nb_questions,
    };
  }
  return view;
}

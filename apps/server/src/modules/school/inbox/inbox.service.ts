import { dayInFrance } from '@prepacode/domain/calendar';
import type { InboxExamRequest, InboxMessage } from '@prepacode/domain/contracts/inbox.contract';
import type { ContactSubject } from '@prepacode/domain/contracts/contact.contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import { AppError } from '../../../plugins/errors.js';
import { newId } from '../../../lib/tokens.js';
import {
  answersTo,
  contactMessageRows,
  examRequestRows,
  findContactMessage,
  insertAnswer,
  markRead as markMessageRead,
  recentCentreRows,
  unreadCount,
  waitingRequestCount,
} from './inbox.repository.js';
import { staffMay } from '@prepacode/domain/staff-roles';
import type { StaffMember } from '../../staff/staff-access.js';
import { requestWire } from '../../exam/exam.service.js';
import { correctable } from './exam-decisions.service.js';

// The inbox's reads and the contact messages' writes (issue #19, point 5). Scope: only rows of
// the schools given; a message or request of another school answers like an unknown one.

const iso = (at: number | string) => new Date(Number(at)).toISOString();

/** The contact messages of these schools, their answers, and how many are unread. */
export async function listMessages(db: Kysely<Database>, schoolIds: string[]) {
  if (schoolIds.length === 0) return { messages: [] as InboxMessage[], unread: 0 };
  const [messages, unread] = await Promise.all([
    contactMessages(db, schoolIds),
    unreadCount(db, schoolIds),
  ]);
  return { messages, unread: Number(unread.count) };
}

/** What waits for the school's staff: messages nobody opened, requests nobody decided. */
export async function inboxCounts(db: Kysely<Database>, schoolIds: string[]) {
  if (schoolIds.length === 0) return { non_lus: 0, demandes_en_attente: 0 };
  const [unread, waiting] = await Promise.all([
    unreadCount(db, schoolIds),
    waitingRequestCount(db, schoolIds),
  ]);
  return { non_lus: Number(unread.count), demandes_en_attente: Number(waiting.count) };
}

/**
 * The contact messages of these schools with their answers, newest first: all of them (the
 * inbox) or one learner's (a learner's page, issue #19 point 2).
 */
export async function contactMessages(
  db: Kysely<Database>,
  schoolIds: string[],
  learnerId?: string,
): Promise<InboxMessage[]> {
  if (schoolIds.length === 0) return [];
  const rows = await contactMessageRows(db, schoolIds, learnerId);
  const answers = await answersByMessage(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    eleve: { id: row.learner_id, prenom: row.first_name, nom: row.last_name, email: row.email },
    ecole: row.school_name,
    sujet: row.subject as ContactSubject,
    message: row.message,
    telephone: row.phone,
    date: iso(row.created_at),
    lu: row.read_at !== null,
    reponses: answers.get(row.id) ?? [],
  }));
}

/**
 * The staff's answers to these messages, oldest first, by message: the inbox's thread, and the
 * learner's in the app (contact/thread.routes.ts, issue #41 point 10).
 */
export async function answersByMessage(db: Kysely<Database>, messageIds: string[]) {
  const byMessage = new Map<string, InboxMessage['reponses']>();
  if (messageIds.length === 0) return byMessage;
  for (const answer of await answersTo(db, messageIds)) {
    const list = byMessage.get(answer.message_id) ?? [];
    list.push({
      id: answer.id,
      texte: answer.text,
      auteur: answer.author_name,
      date: iso(answer.created_at),
    });
    byMessage.set(answer.message_id, list);
  }
  return byMessage;
}

/** A contact message of one of these schools, with its learner; others answer 404. */
export async function messageOf(db: Kysely<Database>, schoolIds: string[], id: string) {
  const row = await findContactMessage(db, id);
  if (!row || !schoolIds.includes(row.structure_id)) {
    throw new AppError(404, 'message_introuvable', 'Ce message n’existe pas dans vos écoles.');
  }
  return row;
}

/** Marks the message read; reading it again keeps the first time (idempotent). */
export async function markRead(db: Kysely<Database>, id: string, now = Date.now()) {
  await markMessageRead(db, id, now);
}

/**
 * Keeps a staff member's answer: each answer is its own row, so two staff answering at once
 * both stay. Answering reads the message too.
 */
export async function addAnswer(
  db: Kysely<Database>,
  input: { messageId: string; authorId: string; authorName: string; text: string },
  now = Date.now(),
) {
  const row = {
    id: newId(),
    message_id: input.messageId,
    author_id: input.authorId,
    author_name: input.authorName,
    text: input.text,
    created_at: now,
  };
  await insertAnswer(db, row);
  await markRead(db, input.messageId, now);
  return row;
}

/** How long a request just handled stays among those to handle, with its outcome. */
const JUST_HANDLED_MS = 15 * 60_000;

/**
 * The exam requests of these schools' learners (or of one of them), newest first, with whether
 * this staff member may correct each one's result now; with `toHandle`, only those still to
 * handle and those handled in the last quarter of an hour.
 */
export async function listExamRequests(
  db: Kysely<Database>,
  staff: Pick<StaffMember, 'schoolIds' | 'role'>,
  { learnerId, toHandle = false }: { learnerId?: string; toHandle?: boolean } = {},
  now = Date.now(),
): Promise<InboxExamRequest[]> {
  if (staff.schoolIds.length === 0) return [];
  const rows = await examRequestRows(db, staff.schoolIds, {
    learnerId,
    toHandle: toHandle ? { day: dayInFrance(now), since: now - JUST_HANDLED_MS } : undefined,
  });
  const mayCorrect = staffMay(staff.role, 'corriger_resultats');
  return rows.map((row) => ({
    ...requestWire(row),
    eleve: { id: row.user_id, prenom: row.first_name, nom: row.last_name, email: row.email },
    ecole: row.school_name,
    date_resultat: row.result_at === null ? null : iso(row.result_at),
    resultat_corrige: row.result_corrected === 1,
    correction_possible: mayCorrect && row.result !== null && correctable(row.result_at, now),
  }));
}

/** The exam centres these schools booked lately, each once, the latest first. */
export async function recentCentres(db: Kysely<Database>, schoolIds: string[]): Promise<string[]> {
  if (schoolIds.length === 0) return [];
  const rows = await recentCentreRows(db, schoolIds);
  return [...new Set(rows.map((row) => row.exam_centre ?? ''))].filter(Boolean).slice(0, 8);
}

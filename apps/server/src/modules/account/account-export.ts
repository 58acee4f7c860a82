import type { AccountData } from '@prepacode/domain/contracts/account.contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { sessionExpired } from '../auth/session.plugin.js';
import { findUserById } from '../auth/accounts.repository.js';
import { preferencesOf } from '../preferences/preferences.repository.js';
import { learnerRecords } from './account.repository.js';
import { toDeletionWire } from './account.service.js';

// GET /api/compte/donnees (issue #18, point 11; RGPD's right of access and portability): what
// the app keeps about the learner, in French wire names, dates as ISO instants. Secrets (the
// password's hash, session and link tokens) are not the learner's data and stay out.

const iso = (at: number | string | null) =>
  at === null ? null : new Date(Number(at)).toISOString();
const letters = (value: string | null) => (value ? value.split(',') : []);

export async function exportLearnerData(
  db: Kysely<Database>,
  userId: string,
  now = Date.now(),
): Promise<AccountData> {
  const user = await findUserById(db, userId);
  if (!user) throw sessionExpired();
  const [records, preferences] = await Promise.all([
    learnerRecords(db, userId),
    preferencesOf(db, userId),
  ]);
  const answersOf = new Map<number, typeof records.answers>();
  for (const answer of records.answers) {
    const id = Number(answer.attempt_id);
    answersOf.set(id, [...(answersOf.get(id) ?? []), answer]);
  }
  return {
    exporte_le: new Date(now).toISOString(),
    profil: {
      id: user.id,
      email: user.email,
      prenom: user.first_name,
      nom: user.last_name,
      telephone: user.phone,
      date_naissance: user.birth_date,
      newsletter: Number(user.newsletter) === 1,
      structure_id: user.structure_id,
      cree_le: new Date(Number(user.created_at)).toISOString(),
    },
    inscriptions: records.inscriptions.map((row) => ({
      id: Number(row.id),
      permis: row.licence_code,
      date_expiration: row.expiration_date,
      credits_total: row.total_credits,
      credits_restants: row.remaining_credits,
      statut: row.status,
      cree_le: iso(row.created_at),
    })),
    series: records.attempts.map((row) => ({
      id: Number(row.id),
      inscription_id: Number(row.inscription_id),
      slug: row.slug,
      libelle: row.label,
      type: row.type,
      parcours: row.parcours,
      chronometree: row.timed === 1,
      nb_questions: row.nb_questions,
      nb_repondues: row.nb_answered,
      nb_justes: row.nb_correct,
      terminee: row.ended === 1,
      commencee_le: iso(row.created_at),
      mise_a_jour_le: iso(row.updated_at),
      reponses: (answersOf.get(Number(row.id)) ?? []).map((answer) => ({
        position: answer.position + 1,
        question: answer.question_id,
        version: answer.version,
        theme: answer.theme,
        reponse: answer.answer === null ? null : letters(answer.answer),
        correctes: letters(answer.correct_letters),
        juste: answer.correct === null ? null : answer.correct === 1,
        repondue_le: iso(answer.answered_at),
      })),
    })),
    lecons_terminees: records.lessons.map((row) => ({
      lecon: row.lesson_id,
      terminee_le: iso(row.completed_at),
    })),
    messages_contact: records.contacts.map((row) => ({
      sujet: row.subject,
      message: row.message,
      telephone: row.phone,
      envoye_le: iso(row.created_at),
    })),
    demandes_examen: records.exams.map((row) => ({
      id: row.id,
      permis: row.licence_code,
      statut: row.status,
      neph: row.neph,
      periode: row.period,
      centre: row.centre,
      telephone: row.phone,
      commentaire: row.comment,
      demandee_le: iso(row.created_at),
      statut_change_le: iso(row.updated_at),
    })),
    preferences,
    demande_suppression: records.deletion ? toDeletionWire(records.deletion) : null,
    signalements: records.reports.map((row) => ({
      question: row.question_id,
      version: row.version,
      serie: Number(row.attempt_id),
      motif: row.reason,
      commentaire: row.comment,
      envoye_le: iso(row.created_at),
    })),
  };
}

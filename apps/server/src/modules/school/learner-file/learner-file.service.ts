import type { LearnerFile } from '@prepacode/domain/contracts/learner-file.contract';
import type { SerieDetails } from '@prepacode/domain/contracts/player.contract';
import { OPEN_STATUS } from '@prepacode/domain/auth';
import { isLicenceCode, type LicenceCode, schoolLicenceName } from '@prepacode/domain/licences';
import type { Kysely, Selectable } from 'kysely';
import type { UsersTable } from '../../../db/accounts.table.js';
import type { Database } from '../../../db/database.js';
import { AppError } from '../../../plugins/errors.js';
import { bankOfLicence } from '../../content/content.repository.js';
import { attemptDetails } from '../../series/details.service.js';
import { toHistoryEntry } from '../../series/results.service.js';
import { attemptPassed, attemptPassMark, attemptScore } from '../../series/attempt-verdict.js';
import { readinessVerdict, themeRateOf, themeTargetsOf } from '../../series/theme-targets.js';
import { preparationOf } from '../../series/preparation.service.js';
import { withPassChance } from '@prepacode/domain/readiness-chance';
import { contactMessages, listExamRequests } from '../inbox/inbox.service.js';
import type { StaffMember } from '../../staff/staff-access.js';
import {
  attemptCount,
  inscriptionRows,
  lastActivityOf,
  latestAttempts,
  learnerAttemptRow,
  lessonsDone,
  mockExams,
  placeOf,
  themeStats,
} from './learner-file.repository.js';
import { practiceWeeks } from './practice-weeks.service.js';

// A learner's page in the school space (issue #19, point 2; docs/api.md « A learner's page »):
// what one learner has done for one of their licences, read with the very functions of the
// learner's own dashboard and history and of the school's inbox, so that the page, the
// dashboard and the learners list say the same. Reads only: nothing is written or audited.

const iso = (at: number | string) => new Date(Number(at)).toISOString();

const noInscription = (message: string) => new AppError(404, 'formation_introuvable', message);

interface Inscription {
  id: number;
  licence: LicenceCode;
  until: string | null;
  open: boolean;
  credits: number;
}

/** The learner's inscriptions, newest first (an unknown licence code is left out). */
async function inscriptionsOf(db: Kysely<Database>, learnerId: string): Promise<Inscription[]> {
  const rows = await inscriptionRows(db, learnerId);
  return rows.flatMap((row) =>
    isLicenceCode(row.licence_code)
      ? [
          {
            id: Number(row.id),
            licence: row.licence_code,
            until: row.expiration_date,
            open: row.status === OPEN_STATUS,
            credits: Number(row.remaining_credits),
          },
        ]
      : [],
  );
}

/** The inscription asked for; none asked: the open one ending last, else the newest. */
function chosen(inscriptions: readonly Inscription[], asked: string | undefined): Inscription {
  if (asked !== undefined) {
    const found = inscriptions.find((inscription) => inscription.id === Number(asked));
    if (!found) throw noInscription('Cette formation n’est pas une formation de cet élève.');
    return found;
  }
  // yyyy-MM-dd sorts as text; no end at all ends last.
  const ending = (inscription: Inscription) => inscription.until ?? '9999-12-31';
  const open = inscriptions
    .filter((inscription) => inscription.open)
    .sort((a, b) => ending(b).localeCompare(ending(a)));
  const shown = open[0] ?? inscriptions[0];
  if (!shown) throw noInscription('Cet élève n’a aucune formation.');
  return shown;
}

/** GET /central/api/ecole/eleves/{eleve}/suivi: the learner is one of the staff member's. */
export async function learnerFile(
  db: Kysely<Database>,
  staff: Pick<StaffMember, 'schoolIds' | 'role'>,
  learner: Selectable<UsersTable>,
  asked: string | undefined,
  now = Date.now(),
): Promise<LearnerFile> {
  const inscriptions = await inscriptionsOf(db, learner.id);
  const shown = chosen(inscriptions, asked);
  const bankId = await bankOfLicence(db, shown.licence);
  const [place, lastActivity, exams, targets, stats, weeks, history, count, lessons] =
    await Promise.all([
      placeOf(db, learner.structure_id ?? '', learner.group_id ?? ''),
      // As the learners list reads it (learners-list.service.ts), on the index of each inscription.
      lastActivityOf(
        db,
        inscriptions.map((inscription) => inscription.id),
      ),
      mockExams(db, shown.id),
      bankId === undefined ? Promise.resolve([]) : themeTargetsOf(db, shown.licence, bankId),
      themeStats(db, shown.id),
      practiceWeeks(db, shown.id, now),
      latestAttempts(db, shown.id),
      attemptCount(db, shown.id),
      bankId === undefined ? Promise.resolve([]) : lessonsDone(db, learner.id, bankId),
    ]);
  const [messages, requests, preparation] = await Promise.all([
    contactMessages(db, staff.schoolIds, learner.id),
    listExamRequests(db, staff, { learnerId: learner.id }, now),
    bankId === undefined
      ? Promise.resolve(null)
      : preparationOf(db, { inscriptionId: shown.id, bankId, licence: shown.licence }, now),
  ]);
  const rates = targets.map((target) =>
    themeRateOf(
      target,
      stats.find((stat) => stat.theme === target.letter),
    ),
  );
  const colours = new Map(targets.map((target) => [target.letter, target.color]));
  const last = lastActivity?.last ?? null;
  return {
    eleve: {
      id: learner.id,
      prenom: learner.first_name,
      nom: learner.last_name,
      email: learner.email,
      telephone: learner.phone,
      ecole: place.id,
      ecole_nom: place.name,
      groupe:
        place.group_id && place.group_name ? { id: place.group_id, nom: place.group_name } : null,
      derniere_activite: last === null ? null : iso(last),
    },
    formations: inscriptions.map((inscription) => ({
      inscription: inscription.id,
      permis: inscription.licence,
      permis_libelle: schoolLicenceName(inscription.licence),
      acces_jusquau: inscription.until,
      statut: inscription.open ? 'ouvert' : 'ferme',
      credits_restants: inscription.credits,
    })),
    formation: shown.id,
    examens: exams.map((exam) => {
      const scored = { ...exam, licence_code: shown.licence };
      return {
        tentative: Number(exam.id),
        date: iso(exam.updated_at),
        score: attemptScore(scored),
        nb_questions: exam.nb_questions,
        sur: exam.max_score === null ? exam.nb_questions : Number(exam.max_score),
        seuil: attemptPassMark(scored),
        reussi: attemptPassed(scored),
      };
    }),
    pret: withPassChance(
      readinessVerdict(shown.licence, [...exams].reverse(), rates),
      preparation?.reussite,
    ).ready,
    preparation,
    themes: targets.map((target, index) => {
      const rate = rates[index] ?? themeRateOf(target, undefined);
      return {
        theme_id: target.letter,
        libelle: target.label,
        couleur: target.color,
        repondues: rate.answered,
        justes: rate.correct,
        taux: rate.score,
        cible: rate.limitScore,
        desactive: rate.disabled,
      };
    }),
    semaines: weeks,
    historique: history.map((row) => toHistoryEntry(row, colours)),
    nb_tentatives: Number(count.n),
    cours: lessons.map((lesson) => ({
      lecon: lesson.id,
      libelle: lesson.title,
      date: iso(lesson.completed_at),
    })),
    messages,
    demandes_examen: requests,
  };
}

/**
 * GET /central/api/ecole/eleves/{eleve}/tentatives/{tentative}: the correction the learner
 * reads (GET /api/serie/details/{id}), for an attempt of any of their inscriptions.
 */
export async function learnerAttempt(
  db: Kysely<Database>,
  learnerId: string,
  attemptId: string,
): Promise<SerieDetails> {
  const attempt = await learnerAttemptRow(db, learnerId, Number(attemptId));
  if (!attempt) {
    throw new AppError(404, 'tentative_introuvable', 'Cette série n’existe pas pour cet élève.');
  }
  return attemptDetails(db, attempt);
}

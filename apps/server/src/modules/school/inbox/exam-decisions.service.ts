import type { ExamDecisionBody } from '@prepacode/domain/contracts/inbox.contract';
import type { ExamRequestStatus } from '@prepacode/domain/contracts/exam.contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import { AppError } from '../../../plugins/errors.js';
import { decideRequest, findExamRequest } from './inbox.repository.js';

// The school's decisions on an exam request (issue #19, point 5). A request sent (`envoyee`)
// is confirmed or refused; a confirmed one gets its result once. Each write is conditional on
// the state read, so of two staff deciding at once exactly one wins and the other gets 409
// `modification_concurrente` (inbox.test.ts, PostgreSQL too).

/** A request of a learner of one of these schools; others answer like unknown ones. */
export async function examRequestOf(db: Kysely<Database>, schoolIds: string[], id: string) {
  const row = await findExamRequest(db, id);
  if (!row || row.structure_id === null || !schoolIds.includes(row.structure_id)) {
    throw new AppError(
      404,
      'demande_introuvable',
      'Cette demande d’examen n’existe pas dans vos écoles.',
    );
  }
  return row;
}

/** The state a decision needs the request in, read before the write. */
function allowedFrom(decision: ExamDecisionBody['decision']): ExamRequestStatus {
  return decision === 'resultat' ? 'confirmee' : 'envoyee';
}

const NOT_NOW: Record<ExamDecisionBody['decision'], string> = {
  confirmer: 'Seule une demande en attente peut être confirmée.',
  refuser: 'Seule une demande en attente peut être refusée.',
  resultat: 'Le résultat ne s’enregistre que sur une demande confirmée, une seule fois.',
};

/** Applies the decision to the request as it was read; returns the new status. */
export async function decideExamRequest(
  db: Kysely<Database>,
  request: { id: string; status: ExamRequestStatus; result: string | null },
  body: ExamDecisionBody,
  staffId: string,
  now = Date.now(),
): Promise<ExamRequestStatus> {
  const from = allowedFrom(body.decision);
  if (request.status !== from || (body.decision === 'resultat' && request.result !== null)) {
    throw new AppError(409, 'statut_incompatible', NOT_NOW[body.decision]);
  }
  const status: ExamRequestStatus = body.decision === 'refuser' ? 'refusee' : 'confirmee';
  const changes =
    body.decision === 'refuser'
      ? { status, reason: body.motif }
      : body.decision === 'resultat'
        ? { status, result: body.resultat, score: body.note }
        : { status };
  const changed = await decideRequest(db, request.id, from, {
    ...changes,
    decided_by: staffId,
    updated_at: now,
  });
  if (changed !== 1) {
    throw new AppError(
      409,
      'modification_concurrente',
      'Cette demande vient d’être traitée par quelqu’un d’autre\u202f: rechargez la page.',
    );
  }
  return status;
}

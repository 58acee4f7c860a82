import { expectedText } from '@prepacode/domain/word-answer';
import type {
  QuestionReport,
  ReportedQuestion,
  ReportStatus,
} from '@prepacode/domain/contracts/reports.contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import { AppError } from '../../../plugins/errors.js';
import { questionOnWire } from '../../content/question-wire.js';
import { currentQuestions, typedAnswerOf } from '../../content/questions.repository.js';
import { decideReport, listReports, reportOf, reportsWithIds } from './reports.repository.js';

// The learners' « Signaler une erreur » reports for the operator (issue #19, point 8): only the
// reports of their schools' learners, grouped by question, most reported first.

type ReportRow = Pick<
  Database['question_reports'],
  'id' | 'question_id' | 'version' | 'reason' | 'comment' | 'created_at' | 'decided_at'
> & {
  status: string;
  status_version: number;
  decider_first: string | null;
  decider_last: string | null;
  learner_first: string;
  learner_last: string;
  school_name: string;
};

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

const reportAnswer = (row: ReportRow): QuestionReport => ({
  id: row.id,
  motif: row.reason,
  commentaire: row.comment,
  date: new Date(Number(row.created_at)).toISOString(),
  version: Number(row.version),
  statut: row.status as ReportStatus,
  version_statut: Number(row.status_version),
  decide_par:
    row.decider_first === null ? null : `${row.decider_first} ${row.decider_last ?? ''}`.trim(),
  decide_le: iso(row.decided_at),
  eleve: `${row.learner_first} ${row.learner_last}`,
  ecole: row.school_name,
});

export async function reportedQuestions(
  db: Kysely<Database>,
  schoolIds: readonly string[],
  status?: ReportStatus,
): Promise<ReportedQuestion[]> {
  const rows = await listReports(db, schoolIds, status);
  const byQuestion = new Map<string, ReportRow[]>();
  for (const row of rows) {
    const list = byQuestion.get(row.question_id) ?? [];
    list.push(row);
    byQuestion.set(row.question_id, list);
  }
  const ids = [...byQuestion.keys()];
  if (ids.length === 0) return [];
  const versions = await currentQuestions(db, ids);
  const questions = versions.map((version) => {
    const typedAnswer = typedAnswerOf(version.typed_answer);
    return {
      identifiant: version.question_id,
      version_actuelle: version.version,
      ...questionOnWire(version),
      ...(typedAnswer ? { reponse_attendue: expectedText(typedAnswer) } : {}),
      signalements: (byQuestion.get(version.question_id) ?? []).map(reportAnswer),
    };
  });
  // Most reports first; equal counts by the latest report.
  return questions.sort(
    (a, b) =>
      b.signalements.length - a.signalements.length ||
      (b.signalements[0]?.date ?? '').localeCompare(a.signalements[0]?.date ?? '') ||
      a.identifiant.localeCompare(b.identifiant),
  );
}

/**
 * Records a decision on reports, each on the version of its status the operator saw. All or
 * nothing: a report decided by someone else since (another version) answers 409 and none of the
 * list changes, so no decision silently overwrites another; a report outside the operator's
 * schools answers 404.
 */
export async function decideReports(
  db: Kysely<Database>,
  schoolIds: readonly string[],
  decision: { status: ReportStatus; reports: { id: string; version: number }[]; by: string },
  now = Date.now(),
): Promise<QuestionReport[]> {
  const ids = decision.reports.map((report) => report.id);
  await db.transaction().execute(async (trx) => {
    for (const report of decision.reports) {
      const moved = await decideReport(
        trx,
        schoolIds,
        report,
        { status: decision.status, by: decision.by },
        now,
      );
      if (moved === 1) continue;
      const seen = await reportOf(trx, schoolIds, report.id);
      if (!seen) {
        throw new AppError(
          404,
          'signalement_introuvable',
          'Ce signalement ne concerne pas les élèves de vos écoles.',
        );
      }
      throw new AppError(
        409,
        'modification_concurrente',
        'Ce signalement vient d’être traité par quelqu’un d’autre\u202f: rechargez la page puis réessayez.',
      );
    }
  });
  const rows = await reportsWithIds(db, schoolIds, ids);
  return rows.map(reportAnswer);
}

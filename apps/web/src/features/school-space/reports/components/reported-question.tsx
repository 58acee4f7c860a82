import { REPORT_REASONS } from '@prepacode/domain/contracts/report.contract';
import {
  REPORT_STATUSES,
  type QuestionReport,
  type ReportedQuestion as Question,
  type ReportStatus,
} from '@prepacode/domain/contracts/reports.contract';
import { useId } from 'react';
import button from '../../../../components/ui/button.module.css';
import hidden from '../../../../components/ui/visually-hidden.module.css';
import type { ReportDecision } from '../api/decide-reports';
import page from '../../space/styles/page.module.css';
import styles from './reports.module.css';

const STATUSES = Object.keys(REPORT_STATUSES) as ReportStatus[];
const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

/** Decides reports: the operator's; null for the school's staff, who read them only. */
type Decide = ((decision: ReportDecision) => void) | null;

/**
 * The statuses the reports may still be given, one button each; `what` names the reports for
 * screen readers, since every report of the page has the same three buttons.
 */
function MarkButtons({
  reports,
  what,
  onDecide,
}: {
  reports: readonly QuestionReport[];
  what: string;
  onDecide: (decision: ReportDecision) => void;
}) {
  return (
    <div className={page.buttons} role="group" aria-label={`Marquer ${what}`}>
      {STATUSES.filter((status) => reports.some((report) => report.statut !== status)).map(
        (status) => (
          <button
            key={status}
            type="button"
            className={button.secondary}
            onClick={() => onDecide({ status, reports })}
          >
            {REPORT_STATUSES[status]} <span className={hidden.srOnly}>{`\u202f: ${what}`}</span>
          </button>
        ),
      )}
    </div>
  );
}

/** One report: its reason and line, who sent it, when and on which version, what was decided. */
function Report({
  report,
  currentVersion,
  onDecide,
  showSchool,
}: {
  report: QuestionReport;
  currentVersion: number;
  onDecide: Decide;
  showSchool: boolean;
}) {
  return (
    <li className={styles.report}>
      <p>
        <strong>{REPORT_REASONS[report.motif]}</strong> — {report.commentaire}
      </p>
      <p className={styles.facts}>
        {report.eleve}
        {showSchool ? ` (${report.ecole})` : ''}, le {dateTime(report.date)} · version{' '}
        {report.version}
        {report.version === currentVersion
          ? ' (actuelle)'
          : ` (actuelle\u202f: ${currentVersion})`}{' '}
        · {REPORT_STATUSES[report.statut]}
        {report.decide_par && report.decide_le
          ? ` par ${report.decide_par} le ${dateTime(report.decide_le)}`
          : ''}
      </p>
      {onDecide && (
        <MarkButtons
          reports={[report]}
          what={`le signalement «\u202f${report.commentaire}\u202f»`}
          onDecide={onDecide}
        />
      )}
    </li>
  );
}

/**
 * A question reported, with its correction as it reads today, its reports, and, when it has
 * several, buttons that decide them all at once.
 */
export function ReportedQuestion({
  question,
  onDecide,
  showSchool,
}: {
  question: Question;
  onDecide: Decide;
  /** Who reads several schools' reports is told each one's school. */
  showSchool: boolean;
}) {
  const id = useId();
  const reports = question.signalements;
  return (
    <article className={styles.question} aria-labelledby={id}>
      <h2 id={id}>
        Question {question.identifiant} ({reports.length} signalement
        {reports.length > 1 ? 's' : ''})
      </h2>
      <p>
        {question.enonce}
        {question.enonce_suite ? ` ${question.enonce_suite}` : ''}
      </p>
      {question.media && (
        <img className={styles.media} src={question.media.url} alt={question.media.alt} />
      )}
      <ul>
        {question.propositions.map((p) => (
          <li key={p.lettre} className={p.juste ? styles.right : undefined}>
            {p.lettre}. {p.texte}
            {p.juste ? ' (bonne réponse)' : ''}
          </li>
        ))}
      </ul>
      {question.reponse_attendue && (
        <p>
          <strong>Réponse attendue{'\u202f'}:</strong> {question.reponse_attendue}
        </p>
      )}
      <p>
        <strong>Explication{'\u202f'}:</strong> {question.explication}
      </p>
      <ul className={styles.reports} aria-label="Signalements">
        {reports.map((report) => (
          <Report
            key={report.id}
            report={report}
            currentVersion={question.version_actuelle}
            onDecide={onDecide}
            showSchool={showSchool}
          />
        ))}
      </ul>
      {onDecide && reports.length > 1 && (
        <>
          <p className={styles.facts}>Toute la question{'\u202f'}:</p>
          <MarkButtons
            reports={reports}
            what={`tous les signalements de la question ${question.identifiant}`}
            onDecide={onDecide}
          />
        </>
      )}
    </article>
  );
}

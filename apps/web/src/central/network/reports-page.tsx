import { REPORT_REASONS } from '@prepacode/domain/contracts/report.contract';
import {
  REPORT_STATUSES,
  reportDecisionAnswerSchema,
  reportsPageSchema,
  type QuestionReport,
  type ReportedQuestion,
  type ReportStatus,
} from '@prepacode/domain/contracts/reports.contract';
import { useEffect, useId, useState } from 'react';
import button from '../../components/ui/button.module.css';
import hidden from '../../components/ui/visually-hidden.module.css';
import { apiRequest } from '../../lib/api-client';
import styles from '../school/school-page.module.css';
import type { SchoolPageProps } from '../school/page-props';
import { messageOf, type Load } from '../school/use-school';
import own from './network.module.css';

const STATUSES = Object.keys(REPORT_STATUSES) as ReportStatus[];
const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

/**
 * The learners' « Signaler une erreur » reports for the operator (issue #19, point 8): grouped
 * by question, most reported first, with the correction as it reads today; each report, or a
 * question's whole group, marked « corrigée », « rejetée » or « à voir ».
 */
export function ReportsPage({ search }: SchoolPageProps) {
  const id = useId();
  const initial = new URLSearchParams(search).get('statut');
  const [status, setStatus] = useState<ReportStatus | ''>(
    STATUSES.includes(initial as ReportStatus) ? (initial as ReportStatus) : 'a_voir',
  );
  const [load, setLoad] = useState<Load<ReportedQuestion[]>>({ state: 'loading' });
  const [done, setDone] = useState('');
  const [problem, setProblem] = useState('');
  const [reload, setReload] = useState(0);

  useEffect(() => {
    let current = true;
    apiRequest('/central/api/ecole/signalements', {
      query: { statut: status || undefined },
      schema: reportsPageSchema,
    }).then(
      (data) => current && setLoad({ state: 'ready', data: data.questions }),
      (error: unknown) => current && setLoad({ state: 'failed', message: messageOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [status, reload]);

  const choose = (next: ReportStatus | '') => {
    const params = new URLSearchParams(window.location.search);
    params.set('statut', next);
    window.history.replaceState(null, '', `${window.location.pathname}?${params.toString()}`);
    setStatus(next);
  };
  const decide = async (statut: ReportStatus, reports: QuestionReport[]) => {
    setDone('');
    setProblem('');
    try {
      const answer = await apiRequest('/central/api/ecole/signalements/statut', {
        method: 'POST',
        json: {
          statut,
          signalements: reports.map((r) => ({ id: r.id, version_statut: r.version_statut })),
        },
        schema: reportDecisionAnswerSchema,
      });
      setDone(answer.message);
    } catch (error) {
      setProblem(messageOf(error));
    }
    setReload((n) => n + 1);
  };
  const markButtons = (reports: QuestionReport[], what: string) => (
    <div className={own.buttons} role="group" aria-label={`Marquer ${what}`}>
      {STATUSES.filter((s) => reports.some((r) => r.statut !== s)).map((s) => (
        <button
          key={s}
          type="button"
          className={button.secondary}
          onClick={() => void decide(s, reports)}
        >
          {REPORT_STATUSES[s]} <span className={hidden.srOnly}>{`\u202f: ${what}`}</span>
        </button>
      ))}
    </div>
  );

  return (
    <>
      <h1 className={styles.title}>Signalements</h1>
      <p className={styles.lead}>
        Les erreurs signalées par les élèves de vos écoles, regroupées par question.
      </p>
      <label className={own.field} htmlFor={`${id}-statut`}>
        Statut
        <select
          id={`${id}-statut`}
          value={status}
          onChange={(event) => choose(event.target.value as ReportStatus | '')}
        >
          <option value="">Tous</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {REPORT_STATUSES[s]}
            </option>
          ))}
        </select>
      </label>
      <p role="status">{done}</p>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      {load.state === 'loading' && <p>Chargement des signalements…</p>}
      {load.state === 'failed' && <p className={styles.problem}>{load.message}</p>}
      {load.state === 'ready' && load.data.length === 0 && <p>Aucun signalement.</p>}
      {load.state === 'ready' && (
        <ul className={own.list} aria-label="Questions signalées">
          {load.data.map((question) => (
            <li key={question.identifiant}>
              <article className={own.question} aria-labelledby={`${id}-${question.identifiant}`}>
                <h2 id={`${id}-${question.identifiant}`}>
                  Question {question.identifiant} ({question.signalements.length} signalement
                  {question.signalements.length > 1 ? 's' : ''})
                </h2>
                <p>
                  {question.enonce}
                  {question.enonce_suite ? ` ${question.enonce_suite}` : ''}
                </p>
                {question.media && (
                  <img className={own.media} src={question.media.url} alt={question.media.alt} />
                )}
                <ul>
                  {question.propositions.map((p) => (
                    <li key={p.lettre} className={p.juste ? own.right : undefined}>
                      {p.lettre}. {p.texte}
                      {p.juste ? ' (bonne réponse)' : ''}
                    </li>
                  ))}
                </ul>
                <p>
                  <strong>Explication{'\u202f'}:</strong> {question.explication}
                </p>
                <ul className={own.reports} aria-label="Signalements">
                  {question.signalements.map((report) => (
                    <li key={report.id} className={own.report}>
                      <p>
                        <strong>{REPORT_REASONS[report.motif]}</strong> — {report.commentaire}
                      </p>
                      <p className={own.facts}>
                        Le {dateTime(report.date)} · version {report.version}
                        {report.version === question.version_actuelle
                          ? ' (actuelle)'
                          : ` (actuelle\u202f: ${question.version_actuelle})`}{' '}
                        · {REPORT_STATUSES[report.statut]}
                        {report.decide_par && report.decide_le
                          ? ` par ${report.decide_par} le ${dateTime(report.decide_le)}`
                          : ''}
                      </p>
                      {markButtons([report], `le signalement «\u202f${report.commentaire}\u202f»`)}
                    </li>
                  ))}
                </ul>
                {question.signalements.length > 1 && (
                  <>
                    <p className={own.facts}>Toute la question{'\u202f'}:</p>
                    {markButtons(
                      question.signalements,
                      `tous les signalements de la question ${question.identifiant}`,
                    )}
                  </>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

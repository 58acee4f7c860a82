import { isExamLicence } from '@prepacode/domain/contracts/exam.contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { useExamRequest, type ExamRequest } from '../../features/exam/api/get-demande';
import { ExamInfo } from '../../features/exam/components/exam-info';
import { ExamRequestForm } from '../../features/exam/components/exam-request-form';
import { ExamRequestStatusCard } from '../../features/exam/components/exam-request-status';
import { useStructureName } from '../../features/profile/api/get-structure';
import { useUtilisateur } from '../../features/profile/api/get-utilisateur';
import { useSeriesEleve } from '../../features/series/api/get-series-eleve';
import { useThemes } from '../../features/series/api/get-themes';
import { LoadProblem } from '../../features/series/components/load-problem';
import { welcomeStatus } from '../tabs';
import { DashboardPreparation } from './dashboard-preparation';
import styles from './exam.module.css';

/**
 * S’inscrire à l’examen (spec §2, issue #8): where the learner stands, what the official test
 * is, and a request to the school to be registered, then its status. Only where spec §4 shows
 * the exam tab (an open exam entry, licence b or etm): anyone else goes to the dashboard.
 */
export function ExamRoute() {
  const { data: profile } = useUtilisateur();
  const series = useSeriesEleve();
  const { data: themes } = useThemes();
  const exam = useExamRequest();
  const { data: schoolName } = useStructureName(profile?.structureId ?? null);
  const [announcement, setAnnouncement] = useState('');
  const requestTitle = useId();
  const statusHeading = useRef<HTMLHeadingElement>(null);
  // Sending or cancelling replaces the part of the page that had the focus: it goes to the
  // request's heading, and the outcome is announced.
  const [moved, setMoved] = useState(0);
  useEffect(() => {
    if (moved > 0) statusHeading.current?.focus();
  }, [moved]);

  if (!profile) return null;
  const licence = profile.selectedInscription?.license;
  if (!profile.examOpen || !isExamLicence(licence)) return <Navigate to="/dashboard" replace />;
  if (welcomeStatus(licence, series.data) === 'required') {
    return <Navigate to="/welcome" replace />;
  }

  const onSent = (request: ExamRequest) => {
    setAnnouncement(
      request.schoolNotified
        ? 'Votre demande est envoyée à votre auto-école.'
        : 'Votre demande est enregistrée, mais votre auto-école n’a pas pu la recevoir par e‑mail : prévenez-la directement.',
    );
    setMoved((count) => count + 1);
  };
  const onCancelled = () => {
    setAnnouncement('Votre demande est annulée. Vous pouvez en faire une nouvelle ci-dessous.');
    setMoved((count) => count + 1);
  };

  const state = exam.data;
  const request = state?.request ?? null;
  const open = request?.status === 'envoyee';
  const form = state?.allowed ? (
    <ExamRequestForm schoolName={schoolName} onSent={onSent} />
  ) : (
    <p>L’inscription à l’examen n’est pas ouverte pour votre formation.</p>
  );

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>S’inscrire à l’examen</h1>
        <p role="status" className={styles.announcement}>
          {announcement}
        </p>
      </header>

      <div className={styles.summary}>
        {series.data && (
          // The same verdict and chances as the dashboard's (issue #44).
          <DashboardPreparation
            history={series.data.history}
            results={series.data.results}
            themes={themes}
            licence={licence}
            mockExam={series.data.mockExam}
          />
        )}
        <ExamInfo licence={licence} />
      </div>
      {series.isError && (
        <LoadProblem error={series.error} onRetry={() => void series.refetch()}>
          Vos résultats n’ont pas pu être chargés.
        </LoadProblem>
      )}

      {exam.isPending && <p role="status">Chargement de votre demande…</p>}
      {exam.isError && (
        <LoadProblem error={exam.error} onRetry={() => void exam.refetch()}>
          Votre demande d’inscription n’a pas pu être chargée.
        </LoadProblem>
      )}
      {request && (
        <ExamRequestStatusCard
          key={request.id}
          request={request}
          headingRef={statusHeading}
          onCancelled={onCancelled}
        />
      )}
      {state && !open && (
        <section className={styles.section} aria-labelledby={requestTitle}>
          <h2 id={requestTitle} className={styles.sectionTitle}>
            {request ? 'Faire une nouvelle demande' : 'Demander mon inscription'}
          </h2>
          {request?.status === 'confirmee' ? (
            <details className={styles.again}>
              <summary>Afficher le formulaire, par exemple pour repasser l’épreuve</summary>
              {form}
            </details>
          ) : (
            form
          )}
        </section>
      )}
    </div>
  );
}

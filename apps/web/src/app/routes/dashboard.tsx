import { LICENCE_TYPES, isLicenceCode } from '@prepacode/domain/licences';
import { Suspense, lazy } from 'react';
import { Navigate } from 'react-router';
import { useBrand } from '../../brand/brand-store';
import { useStructureName } from '../../features/profile/api/get-structure';
import { useUtilisateur } from '../../features/profile/api/get-utilisateur';
import { useSeriesEleve } from '../../features/series/api/get-series-eleve';
import { useThemes } from '../../features/series/api/get-themes';
import { Credits } from '../../features/series/components/credits';
import { LoadProblem } from '../../features/series/components/load-problem';
import { MessageBanners } from '../../features/series/components/message-banners';
import { NextStepCard } from '../../features/series/components/next-step';
import { PersonalisedSeriesCards } from '../../features/series/components/personalised-series';
import { SeriesTypes } from '../../features/series/components/series-types';
import { ThemeChart } from '../../features/series/components/theme-chart';
import { useSeriesStart } from '../series-start';
import { personalisedDigest, seriesDigest, themesDigest } from '../../features/series/digests';
import { welcomeStatus } from '../tabs';
import { DashboardSection } from './dashboard-section';
import styles from './dashboard.module.css';

// With the memory model's chances and plan (issue #44), the series kept on the device
// (issue #45) and the guides, after the first paint: out of the dashboard's first load, which issue #37 holds
// to its budget. One import for all.
const later = () => import('./dashboard-later');
/** No series under way while the data loads. */
const NONE: ReadonlySet<string> = new Set();
const DashboardPreparation = lazy(async () => ({
  default: (await later()).DashboardPreparation,
}));
const DashboardOffline = lazy(async () => ({ default: (await later()).DashboardOffline }));
// Below three folded sections: never in the first screen.
const ExamGuide = lazy(async () => ({ default: (await later()).ExamGuide }));

/** Mon tableau de bord: where the learner stands and what to do next. */
export function DashboardRoute() {
  const brand = useBrand();
  const { data: profile } = useUtilisateur();
  const series = useSeriesEleve();
  const { data: themes } = useThemes();
  const { data: schoolName } = useStructureName(profile?.structureId ?? null);
  const { contactHref, ordreLettrage, credits, onStarted } = useSeriesStart();

  // The connected area's loader has the profile before this route renders.
  if (!profile) return null;
  const inscription = profile.selectedInscription;
  const code = inscription && isLicenceCode(inscription.license) ? inscription.license : null;
  const licence = code ? LICENCE_TYPES[code] : null;
  if (welcomeStatus(code, series.data) === 'required') return <Navigate to="/welcome" replace />;

  const data = series.data;
  const unfinished = data?.unfinished ?? NONE;
  const start = { unfinished, ordreLettrage, onStarted };

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>Mon tableau de bord</h1>
        <p className={styles.greeting}>Bonjour {profile.firstName} !</p>
        {/* Its line is kept while the name loads, so nothing below moves when it arrives. */}
        {profile.structureId && (
          <p className={styles.school}>{schoolName && `Votre auto-école : ${schoolName}`}</p>
        )}
      </header>
      <MessageBanners messages={profile.messages} />

      {series.isPending && <p role="status">Chargement de vos séries…</p>}
      {series.isError && (
        <LoadProblem error={series.error} onRetry={() => void series.refetch()}>
          Vos séries n’ont pas pu être chargées.
        </LoadProblem>
      )}

      {data && (
        <>
          {code && (
            <NextStepCard
              licence={code}
              data={data}
              themes={themes}
              ordreLettrage={ordreLettrage}
              credits={credits}
              onStarted={onStarted}
            />
          )}
          <div className={styles.summary}>
            {/* The credits first: the preparation, which comes after the first paint and runs
                long, then moves nothing on a phone's first screen (Lighthouse: CLS 0.03). */}
            {licence?.showCreditDetails && inscription && (
              <Credits
                remain={inscription.remainCredits}
                total={inscription.totalCredits}
                contactHref={contactHref}
              />
            )}
            {code && (
              <Suspense fallback={<div className={styles.preparation} />}>
                <DashboardPreparation
                  history={data.history}
                  results={data.results}
                  themes={themes}
                  licence={code}
                  mockExam={data.mockExam}
                />
              </Suspense>
            )}
          </div>

          {/* Below the next step, folded: each says in a line what it holds (issue #40). */}
          <DashboardSection title="Mes séries" digest={seriesDigest(data.seriesTypeList)}>
            <SeriesTypes
              types={data.seriesTypeList}
              mockExam={data.mockExam}
              credits={credits}
              {...start}
            />
          </DashboardSection>

          {data.personalisedSeries.length > 0 && (
            <DashboardSection
              title="Mes séries sur mesure"
              digest={personalisedDigest(data.personalisedSeries)}
            >
              <PersonalisedSeriesCards series={data.personalisedSeries} {...start} />
            </DashboardSection>
          )}

          <DashboardSection title="Mes résultats par thème" digest={themesDigest(data.results)}>
            <p className={styles.hint}>
              La barre montre votre taux de bonnes réponses ; le trait vertical, l’objectif à
              atteindre.
            </p>
            <div className={styles.panel}>
              <ThemeChart
                results={data.results}
                themes={themes}
                ordreLettrage={ordreLettrage}
                onStarted={onStarted}
              />
            </div>
          </DashboardSection>

          <Suspense fallback={null}>
            <DashboardOffline
              data={data}
              ordreLettrage={ordreLettrage}
              creditsCount={credits !== null}
            />
            {/* Guides: for the licences with a guide block, in the brands that show them. */}
            {licence?.showGuideBlock && brand.showGuides && <ExamGuide />}
          </Suspense>
        </>
      )}
    </div>
  );
}

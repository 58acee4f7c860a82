import type { LicenceCode } from '@prepacode/domain/licences';
import { useId } from 'react';
import panel from '../../components/ui/panel.module.css';
import { ExamDayForm } from '../../features/preparation/components/exam-day-form';
import {
  chanceBelowLabel,
  PreparationSummary,
} from '../../features/preparation/components/preparation-summary';
import { usePreparation } from '../../features/preparation/api/preparation';
import type { HistoryEntry } from '../../features/series/api/get-historique';
import type { MockExam, ThemeResult } from '../../features/series/api/get-series-eleve';
import { themeName, type LicenceTheme } from '../../features/series/api/get-themes';
import { ExamReadiness } from '../../features/series/components/exam-readiness';

/**
 * « Ma préparation à l’examen » with what the memory model says (issue #44): the verdict asks
 * its chance of passing too, and the exam's day, the plan and each theme's chance sit under it.
 * Loaded after the dashboard's first paint (dashboard.tsx), out of its first load.
 */
export function DashboardPreparation(props: {
  history: HistoryEntry[];
  results: ThemeResult[];
  themes: Map<string, LicenceTheme> | undefined;
  licence: LicenceCode;
  mockExam: MockExam;
}) {
  const titleId = useId();
  const preparation = usePreparation();
  const data = preparation.data;
  // No verdict before the model's chance is known: it could say « Prêt » and then take it back.
  if (preparation.isPending) {
    return (
      <section className={panel.panel} aria-labelledby={titleId}>
        <h2 id={titleId} className={panel.title}>
          Ma préparation à l’examen
        </h2>
        <p role="status">Calcul de vos chances…</p>
      </section>
    );
  }
  return (
    <ExamReadiness
      {...props}
      prediction={data && { passChance: data.passChance, belowLabel: chanceBelowLabel(data) }}
    >
      {data && (
        <>
          <PreparationSummary preparation={data} themeName={(id) => themeName(props.themes, id)} />
          <ExamDayForm examDay={data.examDay} />
        </>
      )}
      {preparation.isError && (
        <p role="alert">
          Vos chances n’ont pas pu être calculées. Rechargez la page pour réessayer.
        </p>
      )}
    </ExamReadiness>
  );
}

import { useId } from 'react';
import { usePreparation } from '../../features/preparation/api/preparation';
import { ExamDayForm } from '../../features/preparation/components/exam-day-form';
import { PreferencesDialog } from '../../features/preferences/components/preferences-dialog';

/**
 * « Mes préférences » with « Date de l’examen » of the licence in use (issue #44, point 2), the
 * same form as on the dashboard. Loaded when the dialog first opens.
 */
export function PreferencesWithExamDay({
  withExamDay,
  ...dialog
}: {
  open: boolean;
  onClose: () => void;
  withExamDay: boolean;
}) {
  return <PreferencesDialog {...dialog} examDay={withExamDay ? <ExamDaySection /> : null} />;
}

function ExamDaySection() {
  const titleId = useId();
  const preparation = usePreparation();
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>Mon examen</h3>
      {preparation.data && <ExamDayForm examDay={preparation.data.examDay} />}
      {preparation.isPending && <p role="status">Chargement…</p>}
      {preparation.isError && <p role="alert">{preparation.error.message}</p>}
    </section>
  );
}

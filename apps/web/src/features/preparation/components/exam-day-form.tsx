import { addDays, dayInFrance } from '@prepacode/domain/calendar';
import { BOOKING_MAX_DAYS_AHEAD, examDayLabel } from '@prepacode/domain/exam-booking';
import { useState, type FormEvent } from 'react';
import button from '../../../components/ui/button.module.css';
import { TextField } from '../../../components/ui/text-field';
import { READ_ONLY_NOTE_ID, useReadOnly } from '../../../lib/read-only';
import { useSaveExamDay, type Preparation } from '../api/preparation';
import styles from './preparation.module.css';

/**
 * « Date de l'examen » (issue #44, point 2): the learner's own day, which plans the personalised
 * series; a day the school booked stands instead and is only shown. On the dashboard's card
 * and in « Mes préférences ».
 */
export function ExamDayForm({ examDay }: { examDay: Preparation['examDay'] }) {
  const readOnly = useReadOnly();
  const save = useSaveExamDay();
  const [draft, setDraft] = useState(examDay?.day ?? '');
  if (examDay?.bySchool) {
    return (
      <p className={styles.examDay}>
        Examen le <strong>{examDayLabel(examDay.day)}</strong>, réservé par votre auto-école.
      </p>
    );
  }
  const today = dayInFrance();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft === '' ? null : draft);
  };
  const clear = () => {
    setDraft('');
    save.mutate(null);
  };
  return (
    <form className={styles.examDayForm} onSubmit={submit} noValidate>
      <TextField
        label="Date de l’examen"
        type="date"
        value={draft}
        min={today}
        max={addDays(today, BOOKING_MAX_DAYS_AHEAD)}
        hint="Le plan de révision et les chances sont calculés pour ce jour-là."
        error={save.isError ? save.error.message : undefined}
        onChange={(event) => {
          save.reset();
          setDraft(event.target.value);
        }}
      />
      <div className={styles.actions}>
        <button
          type="submit"
          className={button.primary}
          disabled={save.isPending || readOnly}
          aria-describedby={readOnly ? READ_ONLY_NOTE_ID : undefined}
        >
          Enregistrer la date
        </button>
        {examDay && (
          <button
            type="button"
            className={button.secondary}
            disabled={save.isPending || readOnly}
            onClick={clear}
          >
            Effacer la date
          </button>
        )}
      </div>
      <p role="status" className={styles.saved}>
        {save.isSuccess && (save.data.examDay ? 'Date de l’examen enregistrée.' : 'Date effacée.')}
      </p>
    </form>
  );
}

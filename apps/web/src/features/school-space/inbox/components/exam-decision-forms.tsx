import { dayInFrance } from '@prepacode/domain/calendar';
import { EXAM_SCORE_MAX } from '@prepacode/domain/contracts/exam.contract';
import { ofPerson } from '@prepacode/domain/typography';
import {
  examDecisionBodySchema,
  type InboxExamRequest,
} from '@prepacode/domain/contracts/inbox.contract';
import { useId, type FormEvent } from 'react';
import button from '../../../../components/ui/button.module.css';
import { typedNumber } from '../../../../lib/form-text';
import { formValues } from '../../../../lib/use-checked-form';
import { useMutationForm, type MutationForm } from '../../../../lib/use-mutation-form';
import { described } from '../../space/components/described';
import styles from '../../space/styles/inbox.module.css';
import type { useExamDecision } from '../api/decide-exam';
import { useExamCentres } from '../api/get-centres';

// The forms of an exam request's card (issue #19, point 5; issue #41, points 1 and 2): each
// sends one decision with the request's `date_statut` as the card showed it, so a decision on a
// request changed meanwhile is refused rather than applied to what nobody saw.

interface FormProps {
  request: InboxExamRequest;
  /**
   * The card's one decision call: it outlives the form it came from, which the decision may
   * unmount (a confirmed request shows other forms), so the server's sentence still arrives.
   */
  decision: ReturnType<typeof useExamDecision>;
  /** The learner's name, in the buttons: a list holds several cards. */
  name: string;
  /** The server's sentence, shown in the card. */
  onDone: (sentence: string) => void;
}

/** A refusal that names no field, above the form. */
function Problem({ form }: { form: MutationForm }) {
  if (!form.problem) return null;
  return (
    <p role="alert" className={styles.error}>
      {form.problem}
    </p>
  );
}

function useDecisionForm<F extends string>(
  { request, decision, onDone }: FormProps,
  fields: readonly F[],
  read: (values: Record<string, string>) => object,
  fieldOfCode: Partial<Record<string, F>> = {},
) {
  const form = useMutationForm({
    fields,
    schema: examDecisionBodySchema,
    mutation: decision,
    read: (element: HTMLFormElement) => ({
      ...read(formValues(element)),
      date_statut: request.date_statut,
    }),
    fieldOfCode,
    onDone,
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    onDone('');
    form.onSubmit(event);
  };
  return { ...form, onSubmit, busy: decision.isPending || undefined };
}

/**
 * The booking: day, time and centre, for a confirmation or a move. The centre offers the
 * school's recent ones and starts from the learner's wish (or the booking being moved).
 */
export function BookingForm(props: FormProps & { move?: boolean }) {
  const { request, name, move = false } = props;
  const ids = { day: useId(), time: useId(), centre: useId(), centres: useId() };
  const centres = useExamCentres();
  const form = useDecisionForm(
    props,
    ['date_examen', 'heure_examen', 'centre_examen'],
    (values) => ({ decision: move ? 'deplacer' : 'confirmer', ...values }),
    { date_examen_invalide: 'date_examen', heure_examen_invalide: 'heure_examen' },
  );
  const day = described(form.register('date_examen'), ids.day);
  const time = described(form.register('heure_examen'), ids.time);
  const centre = described(form.register('centre_examen'), ids.centre);
  const booked = request.examen_prevu;
  return (
    <form className={styles.form} noValidate onSubmit={form.onSubmit}>
      <Problem form={form} />
      <div className={styles.fields}>
        <p className={styles.field}>
          <label htmlFor={ids.day}>Date de l’examen</label>
          <input
            {...day.control}
            type="date"
            required
            min={dayInFrance()}
            defaultValue={booked?.date}
          />
          {day.error}
        </p>
        <p className={styles.field}>
          <label htmlFor={ids.time}>Heure</label>
          <input {...time.control} type="time" required defaultValue={booked?.heure} />
          {time.error}
        </p>
        <p className={styles.field}>
          <label htmlFor={ids.centre}>Centre d’examen</label>
          <input
            {...centre.control}
            type="text"
            required
            maxLength={120}
            list={ids.centres}
            autoComplete="off"
            defaultValue={booked?.centre ?? request.centre}
          />
          <datalist id={ids.centres}>
            {centres.data?.map((option) => (
              <option key={option} value={option} />
            ))}
          </datalist>
          {centre.error}
        </p>
      </div>
      <button type="submit" className={button.primary} aria-disabled={form.busy}>
        {move ? `Déplacer l’examen ${ofPerson(name)}` : `Confirmer l’examen ${ofPerson(name)}`}
      </button>
    </form>
  );
}

/** A refusal of a waiting request, or the cancellation of a booking, with its reason. */
export function ReasonForm(props: FormProps & { cancel?: boolean }) {
  const { name, cancel = false } = props;
  const reasonId = useId();
  const form = useDecisionForm(props, ['motif'], (values) => ({
    decision: cancel ? 'annuler' : 'refuser',
    ...values,
  }));
  const reason = described(form.register('motif'), reasonId);
  return (
    <form className={styles.form} noValidate onSubmit={form.onSubmit}>
      <Problem form={form} />
      <label htmlFor={reasonId}>{cancel ? 'Motif de l’annulation' : 'Motif du refus'}</label>
      <textarea {...reason.control} rows={2} required maxLength={1000} />
      {reason.error}
      <button type="submit" className={button.secondary} aria-disabled={form.busy}>
        {cancel ? `Annuler l’examen ${ofPerson(name)}` : `Refuser la demande ${ofPerson(name)}`}
      </button>
    </form>
  );
}

/**
 * The result, checked against the test by the server (« favorable » from 35/40): recorded once
 * from the exam's day, or corrected by a manager within 30 days with a reason.
 */
export function ResultForm(props: FormProps & { correct?: boolean }) {
  const { request, name, correct = false } = props;
  const ids = { result: useId(), score: useId(), reason: useId() };
  const form = useDecisionForm(
    props,
    correct ? ['resultat', 'note', 'motif'] : ['resultat', 'note'],
    ({ note = '', ...values }) => ({
      decision: correct ? 'corriger' : 'resultat',
      ...values,
      note: typedNumber(note),
    }),
    { resultat_incoherent: 'note', resultat_inchange: 'resultat' },
  );
  const outcome = described(form.register('resultat'), ids.result);
  const score = described(form.register('note'), ids.score);
  const reason = correct ? described(form.register('motif'), ids.reason) : null;
  return (
    <form className={styles.form} noValidate onSubmit={form.onSubmit}>
      <Problem form={form} />
      <div className={styles.fields}>
        <p className={styles.field}>
          <label htmlFor={ids.result}>{correct ? 'Résultat corrigé' : 'Résultat'}</label>
          <select
            {...outcome.control}
            required
            defaultValue={correct ? (request.resultat ?? '') : ''}
          >
            <option value="" disabled>
              Choisir
            </option>
            <option value="favorable">Favorable</option>
            <option value="defavorable">Défavorable</option>
          </select>
          {outcome.error}
        </p>
        <p className={styles.field}>
          <label htmlFor={ids.score}>Note sur {EXAM_SCORE_MAX}</label>
          <input
            {...score.control}
            type="number"
            inputMode="numeric"
            min={0}
            max={EXAM_SCORE_MAX}
            step={1}
            required
            defaultValue={correct ? (request.note ?? undefined) : undefined}
          />
          {score.error}
        </p>
      </div>
      {reason && (
        <>
          <label htmlFor={ids.reason}>Motif de la correction</label>
          <textarea {...reason.control} rows={2} required maxLength={1000} />
          {reason.error}
        </>
      )}
      <button type="submit" className={button.primary} aria-disabled={form.busy}>
        {correct
          ? `Corriger le résultat ${ofPerson(name)}`
          : `Enregistrer le résultat ${ofPerson(name)}`}
      </button>
    </form>
  );
}

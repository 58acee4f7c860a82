import { examPeriodLabel, examPeriods } from '@prepacode/domain/contracts/exam.contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import button from '../../../components/ui/button.module.css';
import { ApiError } from '../../../lib/api-client';
import type { ExamRequest } from '../api/get-demande';
import {
  examRequestErrors,
  useSendExamRequest,
  type ExamRequestField,
  type ExamRequestInput,
} from '../api/send-demande';
import panel from '../../../components/ui/panel.module.css';
import styles from './exam.module.css';
import { READ_ONLY_NOTE_ID, useReadOnly } from '../../../lib/read-only';

const EMPTY: ExamRequestInput = { neph: '', period: '', centre: '', phone: '', comment: '' };
const ORDER: ExamRequestField[] = ['neph', 'period', 'centre', 'phone', 'comment'];

interface ExamRequestFormProps {
  /** The school's name when known, to say where the request goes. */
  schoolName: string | undefined;
  onSent: (request: ExamRequest) => void;
}

/**
 * What the school needs to register the learner: NEPH, preferred period and centre, and how to
 * reach them. Checked with the server's schema first; the first wrong field takes the focus.
 */
export function ExamRequestForm({ schoolName, onSent }: ExamRequestFormProps) {
  // A staff member looking at the learner's session writes nothing (issue #19, point 6).
  const readOnly = useReadOnly();
  const send = useSendExamRequest();
  const [values, setValues] = useState<ExamRequestInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ExamRequestField, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const base = useId();
  // The list is fixed when the page opens: it does not change under the learner's eyes.
  const [periods] = useState(() => examPeriods(Date.now()));
  const id = (field: ExamRequestField, part = 'field') => `${base}-${field}-${part}`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const found = examRequestErrors(values);
    setErrors(found);
    const first = ORDER.find((field) => found[field]);
    if (first) {
      const element = formRef.current?.elements.namedItem(first);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    send.mutate(values, { onSuccess: onSent });
  };

  const bind = (field: ExamRequestField, hint = true) => ({
    id: id(field),
    name: field,
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((previous) => ({ ...previous, [field]: value }));
    },
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby':
      [hint ? id(field, 'hint') : '', errors[field] ? id(field, 'error') : '']
        .filter(Boolean)
        .join(' ') || undefined,
  });
  const errorOf = (field: ExamRequestField) =>
    errors[field] && (
      <p id={id(field, 'error')} className={styles.fieldError}>
        {errors[field]}
      </p>
    );

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={panel.text}>
        Votre demande est envoyée par e‑mail à {schoolName ?? 'votre auto-école'}, qui vous inscrit
        auprès du centre d’examen et vous confirme la date.
      </p>

      <div className={styles.field}>
        <label htmlFor={id('neph')}>Numéro NEPH (facultatif)</label>
        <p id={id('neph', 'hint')} className={styles.hint}>
          12 chiffres, donnés par l’ANTS quand votre demande de permis est enregistrée. Vous ne
          l’avez pas encore ? Laissez ce champ vide : votre auto-école le complétera.
        </p>
        <input
          {...bind('neph')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          className={styles.input}
        />
        {errorOf('neph')}
      </div>

      <div className={styles.field}>
        <label htmlFor={id('period')}>Période souhaitée</label>
        <p id={id('period', 'hint')} className={styles.hint}>
          Les places dépendent des centres : votre auto-école vous proposera la date la plus proche.
        </p>
        <select {...bind('period')} required className={styles.input}>
          <option value="">Choisissez une période</option>
          {periods.map((period) => (
            <option key={period} value={period}>
              {examPeriodLabel(period)}
            </option>
          ))}
        </select>
        {errorOf('period')}
      </div>

      <div className={styles.field}>
        <label htmlFor={id('centre')}>Centre d’examen souhaité</label>
        <p id={id('centre', 'hint')} className={styles.hint}>
          L’organisme et la ville, par exemple « La Poste, Lyon 3e ».
        </p>
        <input {...bind('centre')} required maxLength={120} className={styles.input} />
        {errorOf('centre')}
      </div>

      <div className={styles.field}>
        <label htmlFor={id('phone')}>Téléphone (facultatif)</label>
        <p id={id('phone', 'hint')} className={styles.hint}>
          Pour que votre auto-école vous joigne rapidement.
        </p>
        <input
          {...bind('phone')}
          type="tel"
          autoComplete="tel"
          maxLength={20}
          className={styles.input}
        />
        {errorOf('phone')}
      </div>

      <div className={styles.field}>
        <label htmlFor={id('comment')}>Commentaire pour l’auto-école (facultatif)</label>
        <textarea {...bind('comment', false)} rows={3} maxLength={1000} className={styles.input} />
        {errorOf('comment')}
      </div>

      {send.error && (
        <p role="alert" className={styles.error}>
          {send.error instanceof ApiError
            ? send.error.message
            : 'La demande n’a pas pu être envoyée. Réessayez dans un instant.'}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="submit"
          className={`${button.primary} ${styles.button}`}
          aria-disabled={send.isPending}
          disabled={readOnly}
          aria-describedby={readOnly ? READ_ONLY_NOTE_ID : undefined}
        >
          Envoyer ma demande
        </button>
      </div>
    </form>
  );
}

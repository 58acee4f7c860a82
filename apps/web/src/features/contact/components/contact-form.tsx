import {
  CONTACT_MESSAGE_MAX,
  CONTACT_SUBJECTS,
  contactBodySchema,
} from '@prepacode/domain/contracts/contact.contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { z } from 'zod/mini';
import button from '../../../components/ui/button.module.css';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { formatNumber } from '../../../lib/format';
import { useSendContact } from '../api/send-contact';
import form from '../../../components/ui/form.module.css';
import styles from './contact-form.module.css';
import { READ_ONLY_NOTE_ID, useReadOnly } from '../../../lib/read-only';

const FIELDS = ['sujet', 'message', 'telephone'] as const;
type Field = (typeof FIELDS)[number];
type Draft = Record<Field, string>;
type FieldErrors = Partial<Record<Field, string>>;

const EMPTY: Draft = { sujet: '', message: '', telephone: '' };

export interface ContactFormProps {
  /** Who writes: the server accepts only a pair that names one learner. */
  learner: { id: string; email: string };
}

/**
 * « Nous contacter » (issue #8): checked in the page with the server's own schema, so a refusal
 * names its field before anything is sent. The text stays after a failure and the form empties
 * once the school has the message.
 */
export function ContactForm({ learner }: ContactFormProps) {
  // A staff member looking at the learner's session writes nothing (issue #19, point 6).
  const readOnly = useReadOnly();
  const send = useSendContact();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState('');
  const id = useId();
  const sujet = useRef<HTMLSelectElement>(null);
  const message = useRef<HTMLTextAreaElement>(null);
  const telephone = useRef<HTMLInputElement>(null);
  const refs = { sujet, message, telephone };

  const idOf = (field: Field, part: 'error' | 'hint') => `${id}-${field}-${part}`;
  const describedBy = (field: Field, hint: boolean) =>
    [hint && idOf(field, 'hint'), errors[field] && idOf(field, 'error')]
      .filter(Boolean)
      .join(' ') || undefined;
  // Editing a field withdraws its error: the next send checks it again.
  const change = (field: Field) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setConfirmation('');
    setProblem('');
    const parsed = z.safeParse(contactBodySchema, {
      eleve_id: learner.id,
      email: learner.email,
      sujet: draft.sujet,
      message: draft.message,
      ...(draft.telephone.trim() ? { telephone: draft.telephone } : {}),
    });
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error.issues, FIELDS);
      setErrors(found);
      const first = FIELDS.find((field) => found[field]);
      if (first) refs[first].current?.focus();
      else setProblem('Votre profil n’a pas pu être lu : reconnectez-vous puis réessayez.');
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: (answer) => {
        setDraft(EMPTY);
        setConfirmation(answer);
      },
      onError: (error) => setProblem(error.message),
    });
  };

  const error = (field: Field) =>
    errors[field] && (
      <p id={idOf(field, 'error')} className={form.error}>
        {errors[field]}
      </p>
    );
  const length = draft.message.trim().length;

  return (
    <div className={styles.contact}>
      <p className={form.confirmation} role="status">
        {confirmation}
      </p>
      {problem && (
        <p className={form.problem} role="alert">
          {problem}
        </p>
      )}
      <form className={form.form} noValidate onSubmit={onSubmit}>
        <div className={form.field}>
          <label htmlFor={`${id}-sujet`}>Sujet</label>
          <select
            id={`${id}-sujet`}
            ref={sujet}
            required
            value={draft.sujet}
            onChange={(event) => change('sujet')(event.target.value)}
            aria-invalid={errors.sujet ? true : undefined}
            aria-describedby={describedBy('sujet', false)}
          >
            <option value="">Choisissez un sujet</option>
            {Object.entries(CONTACT_SUBJECTS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          {error('sujet')}
        </div>

        <div className={form.field}>
          <label htmlFor={`${id}-message`}>Message</label>
          <textarea
            id={`${id}-message`}
            ref={message}
            required
            rows={8}
            value={draft.message}
            onChange={(event) => change('message')(event.target.value)}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy('message', true)}
          />
          <p id={idOf('message', 'hint')} className={form.hint}>
            {formatNumber(length)} / {formatNumber(CONTACT_MESSAGE_MAX)} caractères
          </p>
          {error('message')}
        </div>

        <div className={form.field}>
          <label htmlFor={`${id}-telephone`}>Téléphone (facultatif)</label>
          <input
            id={`${id}-telephone`}
            ref={telephone}
            type="tel"
            autoComplete="tel"
            value={draft.telephone}
            onChange={(event) => change('telephone')(event.target.value)}
            aria-invalid={errors.telephone ? true : undefined}
            aria-describedby={describedBy('telephone', true)}
          />
          <p id={idOf('telephone', 'hint')} className={form.hint}>
            Pour que votre auto-école puisse vous rappeler, par exemple 06 12 34 56 78.
          </p>
          {error('telephone')}
        </div>

        <button
          type="submit"
          className={`${button.primary} ${form.submit}`}
          disabled={send.isPending || readOnly}
          aria-describedby={readOnly ? READ_ONLY_NOTE_ID : undefined}
        >
          {send.isPending ? 'Envoi en cours…' : 'Envoyer le message'}
        </button>
      </form>
    </div>
  );
}

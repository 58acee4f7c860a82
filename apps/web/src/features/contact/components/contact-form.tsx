import {
  CONTACT_MESSAGE_MAX,
  CONTACT_SUBJECTS,
  contactBodySchema,
} from '@prepacode/domain/contracts/contact.contract';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import button from '../../../components/ui/button.module.css';
import { formatNumber } from '../../../lib/format';
import { useSendContact } from '../api/send-contact';
import form from '../../../components/ui/form.module.css';
import styles from './contact-form.module.css';
import { READ_ONLY_NOTE_ID, useReadOnly } from '../../../lib/read-only';
import { useMutationForm } from '../../../lib/use-mutation-form';

const FIELDS = ['sujet', 'message', 'telephone'] as const;
type Field = (typeof FIELDS)[number];
type Draft = Record<Field, string>;
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

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
  // Held by the page: the message's counter follows what is typed.
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [confirmation, setConfirmation] = useState('');
  const id = useId();
  const { register, onSubmit, problem } = useMutationForm({
    fields: FIELDS,
    schema: contactBodySchema,
    mutation: send,
    // Who writes comes from the profile; an empty phone is no phone.
    read: () => ({
      eleve_id: learner.id,
      email: learner.email,
      sujet: draft.sujet,
      message: draft.message,
      ...(draft.telephone.trim() ? { telephone: draft.telephone } : {}),
    }),
    otherProblem: 'Votre profil n’a pas pu être lu : reconnectez-vous puis réessayez.',
    onDone: (answer) => {
      setDraft(EMPTY);
      setConfirmation(answer);
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setConfirmation('');
    onSubmit(event);
  };

  const idOf = (field: Field, part: 'error' | 'hint') => `${id}-${field}-${part}`;
  /** A control's props: its value in the draft, its error tied to it, its hint if it has one. */
  const bind = (field: Field, hint: boolean) => {
    const { error, onChange, ...control } = register(field);
    return {
      ...control,
      id: `${id}-${field}`,
      value: draft[field],
      onChange: (event: ChangeEvent<Control>) => {
        onChange();
        setDraft((current) => ({ ...current, [field]: event.target.value }));
      },
      'aria-invalid': error ? true : undefined,
      'aria-describedby':
        [hint && idOf(field, 'hint'), error && idOf(field, 'error')].filter(Boolean).join(' ') ||
        undefined,
    };
  };
  const error = (field: Field) => {
    const message = register(field).error;
    return (
      message && (
        <p id={idOf(field, 'error')} className={form.error}>
          {message}
        </p>
      )
    );
  };
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
      <form className={form.form} noValidate onSubmit={submit}>
        <div className={form.field}>
          <label htmlFor={`${id}-sujet`}>Sujet</label>
          <select required {...bind('sujet', false)}>
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
          <textarea required rows={8} {...bind('message', true)} />
          <p id={idOf('message', 'hint')} className={form.hint}>
            {formatNumber(length)} / {formatNumber(CONTACT_MESSAGE_MAX)} caractères
          </p>
          {error('message')}
        </div>

        <div className={form.field}>
          <label htmlFor={`${id}-telephone`}>Téléphone (facultatif)</label>
          <input type="tel" autoComplete="tel" {...bind('telephone', true)} />
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

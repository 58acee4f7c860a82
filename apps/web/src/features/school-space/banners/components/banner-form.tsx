import { dayInFrance } from '@prepacode/domain/calendar';
import { bannerBodySchema } from '@prepacode/domain/contracts/banners.contract';
import { useId, useState, type FormEvent } from 'react';
import button from '../../../../components/ui/button.module.css';
import { formValues } from '../../../../lib/use-checked-form';
import { useMutationForm } from '../../../../lib/use-mutation-form';
import styles from '../../space/styles/inbox.module.css';
import { usePostBanner } from '../api/post-banner';
import { described } from '../../space/components/described';

/** Who a banner is for: `ecole:<id>`, `groupe:<id>` or `eleve:<id>`, and how it reads. */
export interface Audience {
  value: `${'ecole' | 'groupe' | 'eleve'}:${string}`;
  label: string;
}

/** The audience chosen as the body names it: `{ ecole: id }`, `{ groupe: id }`, `{ eleve: id }`. */
function readBanner(form: HTMLFormElement) {
  const { destinataire = '', ...fields } = formValues(form);
  const [kind = '', id] = destinataire.split(':');
  return { ...fields, [kind]: id };
}

/**
 * Posting a banner (issue #19, point 4) to one of the audiences offered: a school or a group on
 * the messages page, the learner on their own page. Checked with the server's schema before it
 * leaves; a day already past, refused by the server, is said next to the last day.
 */
export function BannerForm({ audiences }: { audiences: Audience[] }) {
  const ids = { to: useId(), type: useId(), text: useId(), from: useId(), until: useId() };
  const [done, setDone] = useState('');
  const { register, onSubmit, problem, pending } = useMutationForm({
    fields: ['type', 'texte', 'debut', 'fin'],
    schema: bannerBodySchema,
    mutation: usePostBanner(),
    read: readBanner,
    fieldOfCode: { requete_invalide: 'fin' },
    onDone: (sentence, form) => {
      form.reset();
      setDone(sentence);
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setDone('');
    onSubmit(event);
  };
  const type = described(register('type'), ids.type);
  const text = described(register('texte'), ids.text);
  const from = described(register('debut'), ids.from);
  const until = described(register('fin'), ids.until);

  const day = dayInFrance();
  return (
    <>
      <form className={`${styles.card} ${styles.form}`} noValidate onSubmit={submit}>
        {problem && (
          <p role="alert" className={styles.error}>
            {problem}
          </p>
        )}
        <label htmlFor={ids.to}>Destinataires</label>
        <select id={ids.to} name="destinataire" required>
          {audiences.map((audience) => (
            <option key={audience.value} value={audience.value}>
              {audience.label}
            </option>
          ))}
        </select>
        <label htmlFor={ids.type}>Type</label>
        <select {...type.control} defaultValue="info">
          <option value="info">Information</option>
          <option value="warning">Avertissement</option>
        </select>
        {type.error}
        <label htmlFor={ids.text}>Message</label>
        <textarea {...text.control} rows={3} required maxLength={1000} />
        {text.error}
        <div className={styles.row}>
          <label htmlFor={ids.from}>Premier jour</label>
          <input {...from.control} type="date" required min={day} defaultValue={day} />
          <label htmlFor={ids.until}>Dernier jour</label>
          <input {...until.control} type="date" required min={day} />
        </div>
        {from.error}
        {until.error}
        <button type="submit" className={button.primary} aria-disabled={pending || undefined}>
          Publier le message
        </button>
      </form>
      {done && (
        <p role="status" className={styles.done}>
          {done}
        </p>
      )}
    </>
  );
}

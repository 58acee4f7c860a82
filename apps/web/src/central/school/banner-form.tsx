import { dayInFrance } from '@prepacode/domain/calendar';
import { bannerBodySchema } from '@prepacode/domain/contracts/banners.contract';
import { schoolAnswerSchema } from '@prepacode/domain/contracts/school.contract';
import { useId, useState, type FormEvent } from 'react';
import { z } from 'zod/mini';
import button from '../../components/ui/button.module.css';
import { apiRequest } from '../../lib/api-client';
import styles from './inbox.module.css';
import type { Outcome } from './use-inbox';
import { messageOf } from './use-school';
import { formText } from '../../lib/form-text';

/** Who a banner is for: `ecole:<id>`, `groupe:<id>` or `eleve:<id>`, and how it reads. */
export interface Audience {
  value: `${'ecole' | 'groupe' | 'eleve'}:${string}`;
  label: string;
}

/**
 * Posting a banner (issue #19, point 4) to one of the audiences offered: a school or a group on
 * the messages page, the learner on their own page. Checked by the contract's schema before it
 * leaves, then by the server; its French answer is read out either way.
 */
export function BannerForm({
  audiences,
  onPosted,
}: {
  audiences: Audience[];
  onPosted: () => void;
}) {
  const ids = { to: useId(), type: useId(), text: useId(), from: useId(), until: useId() };
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const onPost = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const [kind = '', id] = formText(data, 'destinataire').split(':');
    const parsed = z.safeParse(bannerBodySchema, {
      [kind]: id,
      type: data.get('type'),
      texte: data.get('texte'),
      debut: data.get('debut'),
      fin: data.get('fin'),
    });
    if (!parsed.success) {
      setOutcome({ ok: false, message: parsed.error.issues[0]?.message ?? 'Vérifiez le message.' });
      return;
    }
    try {
      const answer = await apiRequest('/central/api/ecole/messages', {
        method: 'POST',
        json: parsed.data,
        schema: schoolAnswerSchema,
      });
      setOutcome({ ok: true, message: answer.message });
      form.reset();
      onPosted();
    } catch (error) {
      setOutcome({ ok: false, message: messageOf(error) });
    }
  };

  const day = dayInFrance();
  return (
    <>
      <form className={`${styles.card} ${styles.form}`} onSubmit={(event) => void onPost(event)}>
        <label htmlFor={ids.to}>Destinataires</label>
        <select id={ids.to} name="destinataire" required>
          {audiences.map((audience) => (
            <option key={audience.value} value={audience.value}>
              {audience.label}
            </option>
          ))}
        </select>
        <label htmlFor={ids.type}>Type</label>
        <select id={ids.type} name="type" defaultValue="info">
          <option value="info">Information</option>
          <option value="warning">Avertissement</option>
        </select>
        <label htmlFor={ids.text}>Message</label>
        <textarea id={ids.text} name="texte" rows={3} required minLength={3} maxLength={1000} />
        <div className={styles.row}>
          <label htmlFor={ids.from}>Premier jour</label>
          <input id={ids.from} name="debut" type="date" required min={day} defaultValue={day} />
          <label htmlFor={ids.until}>Dernier jour</label>
          <input id={ids.until} name="fin" type="date" required min={day} />
        </div>
        <button type="submit" className={button.primary}>
          Publier le message
        </button>
      </form>
      {outcome && (
        <p role="status" className={outcome.ok ? styles.done : styles.error}>
          {outcome.message}
        </p>
      )}
    </>
  );
}

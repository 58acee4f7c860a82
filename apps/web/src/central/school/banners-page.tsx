import {
  bannerBodySchema,
  bannersSchema,
  type Banner,
} from '@prepacode/domain/contracts/banners.contract';
import { schoolAnswerSchema } from '@prepacode/domain/contracts/school.contract';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { z } from 'zod/mini';
import button from '../../components/ui/button.module.css';
import { apiRequest } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import styles from './inbox.module.css';
import page from './school-page.module.css';
import type { SchoolPageProps } from './space-routes';
import { messageOf, type Load } from './use-school';
import type { Outcome } from './use-inbox';

const STATES: { key: Banner['etat']; title: string }[] = [
  { key: 'en_cours', title: 'En cours' },
  { key: 'a_venir', title: 'À venir' },
  { key: 'passe', title: 'Terminés' },
];

/** Today in France, as a date field's value. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

/**
 * The banners of the learner app (issue #19, point 4; manager and operator): post one to a
 * school or a group over French days, see those current, upcoming and past, withdraw one.
 */
export function BannersPage({ me }: SchoolPageProps) {
  const [load, setLoad] = useState<Load<Banner[]>>({ state: 'loading' });
  const [version, setVersion] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const ids = { to: useId(), type: useId(), text: useId(), from: useId(), until: useId() };
  useEffect(() => {
    let current = true;
    apiRequest('/central/api/ecole/messages', { schema: bannersSchema }).then(
      (data) => current && setLoad({ state: 'ready', data: data.messages }),
      (error: unknown) => current && setLoad({ state: 'failed', message: messageOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [version]);

  const act = async (path: string, json?: object) => {
    try {
      const answer = await apiRequest(`/central/api/ecole/${path}`, {
        method: 'POST',
        ...(json ? { json } : {}),
        schema: schoolAnswerSchema,
      });
      setOutcome({ ok: true, message: answer.message });
      setVersion((value) => value + 1);
      return true;
    } catch (error) {
      setOutcome({ ok: false, message: messageOf(error) });
      return false;
    }
  };
  const onPost = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const [kind, id] = String(data.get('destinataire') ?? '').split(':');
    const body = {
      [kind === 'groupe' ? 'groupe' : 'ecole']: id,
      type: data.get('type'),
      texte: data.get('texte'),
      debut: data.get('debut'),
      fin: data.get('fin'),
    };
    const parsed = z.safeParse(bannerBodySchema, body);
    if (!parsed.success) {
      setOutcome({ ok: false, message: parsed.error.issues[0]?.message ?? 'Vérifiez le message.' });
      return;
    }
    if (await act('messages', parsed.data)) form.reset();
  };

  const day = today();
  return (
    <>
      <h1 className={page.title}>Messages</h1>
      <p className={page.lead}>
        Un bandeau dans l’application des élèves, visible entre le premier et le dernier jour.
      </p>
      <form className={`${styles.card} ${styles.form}`} onSubmit={(event) => void onPost(event)}>
        <label htmlFor={ids.to}>Destinataires</label>
        <select id={ids.to} name="destinataire" required>
          {me.ecoles.map((school) => (
            <option key={school.id} value={`ecole:${school.id}`}>
              Toute l’école {school.nom}
            </option>
          ))}
          {me.groupes.map((group) => (
            <option key={group.id} value={`groupe:${group.id}`}>
              Groupe {group.nom}
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
      {load.state === 'loading' && <p role="status">Chargement des messages…</p>}
      {load.state === 'failed' && (
        <p role="alert" className={page.problem}>
          {load.message}
        </p>
      )}
      {load.state === 'ready' &&
        STATES.map(({ key, title }) => {
          const rows = load.data.filter((banner) => banner.etat === key);
          return (
            <section key={key} className={styles.section} aria-label={title}>
              <h2 className={styles.heading}>{title}</h2>
              {rows.length === 0 ? (
                <p className={styles.meta}>Aucun message.</p>
              ) : (
                <ul className={styles.list}>
                  {rows.map((banner) => (
                    <li key={banner.id} className={styles.card}>
                      <p className={styles.text}>{banner.texte}</p>
                      <p className={styles.meta}>
                        {banner.type === 'warning' ? 'Avertissement' : 'Information'} ·{' '}
                        {banner.destinataire} · du {formatDateTime(banner.debut)} au{' '}
                        {/* The window's end is exclusive: its last instant is shown. */}
                        {formatDateTime(new Date(Date.parse(banner.fin) - 60_000))}
                      </p>
                      {key !== 'passe' && (
                        <button
                          type="button"
                          className={button.secondary}
                          onClick={() => void act(`messages/${banner.id}/retrait`)}
                        >
                          Retirer «{'\u202f'}
                          {banner.texte.slice(0, 40)}
                          {'\u202f'}»
                        </button>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
    </>
  );
}

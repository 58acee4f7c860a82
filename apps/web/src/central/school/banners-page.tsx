import { bannersSchema, type Banner } from '@prepacode/domain/contracts/banners.contract';
import { schoolAnswerSchema } from '@prepacode/domain/contracts/school.contract';
import { useEffect, useState } from 'react';
import button from '../../components/ui/button.module.css';
import { apiRequest } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { BannerForm, type Audience } from './banner-form';
import styles from './inbox.module.css';
import page from './school-page.module.css';
import type { SchoolPageProps } from './page-props';
import { messageOf, type Load } from './use-school';
import type { Outcome } from './use-inbox';

const STATES: { key: Banner['etat']; title: string }[] = [
  { key: 'en_cours', title: 'En cours' },
  { key: 'a_venir', title: 'À venir' },
  { key: 'passe', title: 'Terminés' },
];

/**
 * The banners of the learner app (issue #19, point 4; manager and operator): post one to a
 * school or a group over French days, see those current, upcoming and past, withdraw one.
 */
export function BannersPage({ me }: SchoolPageProps) {
  const [load, setLoad] = useState<Load<Banner[]>>({ state: 'loading' });
  const [version, setVersion] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
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

  const withdraw = async (id: string) => {
    try {
      const answer = await apiRequest(`/central/api/ecole/messages/${id}/retrait`, {
        method: 'POST',
        schema: schoolAnswerSchema,
      });
      setOutcome({ ok: true, message: answer.message });
      setVersion((value) => value + 1);
    } catch (error) {
      setOutcome({ ok: false, message: messageOf(error) });
    }
  };
  const audiences: Audience[] = [
    ...me.ecoles.map((school) => ({
      value: `ecole:${school.id}` as const,
      label: `Toute l’école ${school.nom}`,
    })),
    ...me.groupes.map((group) => ({
      value: `groupe:${group.id}` as const,
      label: `Groupe ${group.nom}`,
    })),
  ];

  return (
    <>
      <h1 className={page.title}>Messages</h1>
      <p className={page.lead}>
        Un bandeau dans l’application des élèves, visible entre le premier et le dernier jour.
      </p>
      <BannerForm audiences={audiences} onPosted={() => setVersion((value) => value + 1)} />
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
                        {banner.destinataire} ·{' '}
                        {Date.parse(banner.fin) <= Date.parse(banner.debut) ? (
                          // Withdrawn before it began: it was never shown.
                          <>retiré avant sa diffusion, prévue le {formatDateTime(banner.debut)}</>
                        ) : (
                          <>
                            du {formatDateTime(banner.debut)} au{' '}
                            {/* The window's end is exclusive: its last instant is shown. */}
                            {formatDateTime(new Date(Date.parse(banner.fin) - 60_000))}
                          </>
                        )}
                      </p>
                      {key !== 'passe' && (
                        <button
                          type="button"
                          className={button.secondary}
                          onClick={() => void withdraw(banner.id)}
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

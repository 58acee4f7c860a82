import {
  impersonationResponseSchema,
  staffLearnersSchema,
  type StaffLearners,
} from '@prepacode/domain/contracts/staff.contract';
import { useEffect, useState } from 'react';
import { ApiError, apiRequest } from '../lib/api-client';
import button from '../components/ui/button.module.css';
import styles from './login-page.module.css';

type Load =
  | { state: 'loading' }
  | { state: 'ready'; data: StaffLearners }
  | { state: 'failed'; message: string };

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Une erreur inattendue est survenue. Réessayez.';

/** A school's staff member opens one of its learners' sessions (issue #3, impersonation). */
export function StaffPage({ search }: { search: string }) {
  const params = new URLSearchParams(search);
  const service = params.get('service') ?? window.location.origin;
  const from = params.get('from') ?? undefined;
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    apiRequest('/central/api/eleves', { schema: staffLearnersSchema }).then(
      (data) => setLoad({ state: 'ready', data }),
      (error: unknown) => {
        // Without a staff session, the way forward is the login page.
        if (error instanceof ApiError && error.status === 401)
          window.location.assign(`/central/login${search}`);
        else setLoad({ state: 'failed', message: messageOf(error) });
      },
    );
  }, [search]);

  const openSession = async (eleve: string) => {
    setProblem(null);
    try {
      const { url } = await apiRequest('/central/api/impersonation', {
        method: 'POST',
        json: { eleve, service, from },
        schema: impersonationResponseSchema,
      });
      window.location.assign(url);
    } catch (error) {
      setProblem(messageOf(error));
    }
  };

  return (
    <div className={styles.page}>
      <main className={`${styles.card} ${styles.wide}`}>
        <h1 className={styles.title}>Élèves de votre école</h1>
        {load.state === 'ready' && <p className={styles.lead}>{load.data.structure}</p>}
        {load.state === 'loading' && <p className={styles.lead}>Chargement des élèves…</p>}
        {load.state === 'failed' && (
          <p className={styles.problem} role="alert">
            {load.message}
          </p>
        )}
        {problem && (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        )}
        {load.state === 'ready' && (
          <ul className={styles.learners}>
            {load.data.eleves.map((eleve) => (
              <li key={eleve.id}>
                <span>
                  <strong>
                    {eleve.prenom} {eleve.nom}
                  </strong>
                  <span className={styles.email}>{eleve.email}</span>
                </span>
                <button
                  type="button"
                  className={button.secondary}
                  onClick={() => void openSession(eleve.id)}
                  // The visible words first (WCAG 2.5.3), then whose session it is.
                  aria-label={`Ouvrir sa session\u202f: ${eleve.prenom} ${eleve.nom}`}
                >
                  Ouvrir sa session
                </button>
              </li>
            ))}
          </ul>
        )}
        <a className={styles.signOut} href="/central/logout">
          Se déconnecter
        </a>
      </main>
    </div>
  );
}

import { useId } from 'react';
import { DataDownload } from '../../features/account/components/data-download';
import { DeletionRequestSection } from '../../features/account/components/deletion-request';
import { EmailForm } from '../../features/account/components/email-form';
import { PasswordForm } from '../../features/account/components/password-form';
import { useAuth } from '../../features/auth/use-auth';
import { useUtilisateur } from '../../features/profile/api/get-utilisateur';
import styles from './account.module.css';

/**
 * Mon compte (issue #18, point 11), from the header's menu: password, e-mail, the learner's
 * data and a deletion request. In a session the school's staff opened, it is shown read-only:
 * the server refuses these writes there too.
 */
export function AccountRoute() {
  const { data: profile } = useUtilisateur();
  const { connectedAs } = useAuth();
  const ids = { password: useId(), email: useId(), data: useId(), deletion: useId() };
  if (!profile) return null;
  const readOnly = connectedAs !== null;

  const section = (id: string, title: string, content: React.ReactNode) => (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {content}
    </section>
  );

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>Mon compte</h1>
        {readOnly && (
          <p className={styles.readOnly}>
            Session ouverte par {connectedAs}
            {'\u202f'}: seul l’élève peut modifier son compte.
          </p>
        )}
      </header>
      <div className={styles.sections}>
        {section(ids.password, 'Mot de passe', <PasswordForm disabled={readOnly} />)}
        {section(
          ids.email,
          'Adresse e‑mail',
          <EmailForm current={profile.email} disabled={readOnly} />,
        )}
        {section(ids.data, 'Mes données', <DataDownload />)}
        {section(
          ids.deletion,
          'Supprimer mon compte',
          <DeletionRequestSection disabled={readOnly} />,
        )}
      </div>
    </div>
  );
}

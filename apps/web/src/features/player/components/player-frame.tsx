import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Main } from '../../../components/ui/main';
import hidden from '../../../components/ui/visually-hidden.module.css';
import styles from './player.module.css';

/**
 * The player's full screen (spec §2 « player »): its bar with « Quitter », the series' name and
 * its mode, and the question below; the server's series and a downloaded one alike.
 */
export function PlayerFrame({
  title,
  mode,
  brandIcon = null,
  children,
}: {
  title: string;
  /** « Mode examen », « Mode entraînement »… once known. */
  mode: string | null;
  brandIcon?: string | null;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <Link to="/dashboard" className={styles.quit} title="Votre progression est enregistrée">
          <ArrowLeft aria-hidden="true" size={18} />
          Quitter <span className={hidden.srOnly}>(votre progression est enregistrée)</span>
        </Link>
        {brandIcon && <img className={styles.brandIcon} src={brandIcon} alt="" />}
        <h1 className={styles.title}>{title}</h1>
        {mode && <span className={styles.mode}>{mode}</span>}
      </header>
      <Main className={styles.main}>{children}</Main>
    </div>
  );
}

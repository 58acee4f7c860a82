import { Link, useLoaderData } from 'react-router';
import button from '../../components/ui/button.module.css';
import type { SwitchQuestion } from '../guards';
import { Footer } from '../shell/footer';
import { PublicHeader } from '../shell/public-header';
import frame from './frame.module.css';
import page from './page.module.css';
import styles from './switch-account.module.css';
import { Main } from '../../components/ui/main';

/**
 * A link signs in to another account than the one this browser is signed in to (issue #21,
 * point 7): the learner chooses, nothing changes until they do. Both answers are links, so the
 * keyboard and a screen reader reach them as any other.
 */
export function SwitchAccountRoute() {
  const { question, confirm, stay } = useLoaderData<SwitchQuestion>();
  return (
    <div className={frame.page}>
      <PublicHeader home />
      <Main className={frame.main}>
        <div className={page.page}>
          <h1 className={page.title}>Changer de compte{'\u202f'}?</h1>
          <p className={styles.question}>{question}</p>
          <p className={styles.hint}>
            Si vous n’attendiez pas ce lien, restez sur votre compte{'\u202f'}: quelqu’un a pu vous
            l’envoyer pour vous faire travailler sur le sien.
          </p>
          <div className={styles.actions}>
            <Link className={`${button.primary} ${button.link}`} to={stay} replace>
              Rester sur mon compte
            </Link>
            <Link className={`${button.secondary} ${button.link}`} to={confirm} replace>
              Continuer avec l’autre compte
            </Link>
          </div>
        </div>
      </Main>
      <Footer />
    </div>
  );
}

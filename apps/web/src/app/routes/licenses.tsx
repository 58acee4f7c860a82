import { LICENCE_TYPES, isLicenceCode } from '@prepacode/domain/licences';
import { Link } from 'react-router';
import { signOut } from '../../features/auth/use-auth';
import { storedInscriptions } from '../guards';
import button from '../../components/ui/button.module.css';
import styles from './frame.module.css';

/** « Choisissez votre application » (spec §2); the full cards and course links come with #4. */
export function LicensesRoute() {
  const inscriptions = storedInscriptions();
  return (
    <main className={styles.main}>
      <h1>Choisissez votre application</h1>
      <p>Vous êtes inscrit à plusieurs applications : choisissez celle que vous voulez utiliser.</p>
      <ul className={styles.cards}>
        {inscriptions.map((inscription) => {
          const name = isLicenceCode(inscription.permis)
            ? LICENCE_TYPES[inscription.permis].name
            : inscription.permis;
          return (
            <li key={inscription.id} className={styles.card}>
              <h2>{name}</h2>
              {inscription.date_expiration && (
                <Link
                  to={`/?inscriptionId=${inscription.id}`}
                  aria-label={`Accéder aux tests : ${name}`}
                >
                  Accéder aux tests
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      <button type="button" className={button.secondary} onClick={() => void signOut()}>
        Retour à l’accueil
      </button>
    </main>
  );
}

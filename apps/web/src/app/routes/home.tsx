import { STORAGE_KEYS } from '@prepacode/domain/auth';
import { DEFAULT_BRAND } from '@prepacode/domain/brands';
import { useSearchParams } from 'react-router';
import { LicenceCatalogue } from '../../features/catalogue/components/licence-catalogue';
import { storage } from '../../lib/storage';
import frame from './frame.module.css';
import styles from './home.module.css';

/** The central sign-on page, told to come back here with the brand (spec §2, §7). */
function centralLoginHref(): string {
  const params = new URLSearchParams({
    service: window.location.origin,
    from: storage.get(STORAGE_KEYS.theme) ?? DEFAULT_BRAND,
  });
  return `/central/login?${params.toString()}`;
}

/**
 * Public area (spec §2 `home`) and the brand's login entry; with `error=true` it is the
 * login-error page. Brand-specific entries come with the shell issue (#4).
 */
export function HomeRoute() {
  const [params] = useSearchParams();
  const failed = params.get('error') === 'true';
  return (
    <div className={frame.page}>
      <header className={frame.header}>
        <div className={frame.bar}>
          <img className={styles.logo} src="/favicon.svg" alt="" width="40" height="40" />
          <span className={frame.wordmark}>Prépacode</span>
          <a className={styles.signIn} href={centralLoginHref()}>
            Se connecter
          </a>
        </div>
      </header>
      <main className={styles.main}>
        {failed && (
          <p className={styles.problem} role="alert">
            La connexion n’a pas abouti. Reconnectez-vous ; si le problème persiste, contactez votre
            école.
          </p>
        )}
        <section className={styles.hero} aria-labelledby="titre-accueil">
          <h1 id="titre-accueil">Préparez votre examen théorique, à votre rythme</h1>
          <p>
            Séries de questions en conditions d’examen ou en entraînement, corrections expliquées,
            suivi de vos résultats par thème et cours : tout ce qu’il faut pour réussir le code de
            la route, l’ETG, l’ETM et les permis bateau.
          </p>
        </section>
        <section aria-labelledby="titre-formations">
          <h2 id="titre-formations">Les examens que vous pouvez préparer</h2>
          <LicenceCatalogue />
        </section>
      </main>
      <footer className={styles.footer}>
        <p>© {new Date().getFullYear()} Prépacode</p>
      </footer>
    </div>
  );
}

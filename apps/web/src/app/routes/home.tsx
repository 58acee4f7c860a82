import { LicenceCatalogue } from '../../features/catalogue/components/licence-catalogue';
import styles from './home.module.css';

/**
 * Public area (spec §2 `home`). The brand's login entry and the sign-on button arrive with the
 * sign-on and shell issues; this page says what the product is for.
 */
export function HomeRoute() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.bar}>
          <img src="/favicon.svg" alt="" width="40" height="40" />
          <span className={styles.wordmark}>Prépacode</span>
        </div>
      </header>
      <main className={styles.main}>
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

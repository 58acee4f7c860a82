import { isBrandName } from '@prepacode/domain/brands';
import { redirect, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { brandStore, useBrand } from '../../brand/brand-store';
import { LicenceCatalogue } from '../../features/catalogue/components/licence-catalogue';
import { signInHref } from '../../features/auth/sign-in-href';
import { publicLoader } from '../guards';
import { Footer } from '../shell/footer';
import { PublicHeader } from '../shell/public-header';
import frame from './frame.module.css';
import styles from './home.module.css';
import { Main } from '../../components/ui/main';

/** home/{brand}/…: a brand's own login entry shows that brand (spec §2), then the public guard. */
export async function brandHomeLoader(args: LoaderFunctionArgs) {
  const { brand } = args.params;
  if (!brand || !isBrandName(brand)) return redirect('/home');
  brandStore.setTheme(brand);
  return publicLoader();
}

/**
 * The public area (spec §2 `home`) and each brand's login entry; with `error=true` it is the
 * brand's login-error page.
 */
export function HomeRoute() {
  const brand = useBrand();
  const [params] = useSearchParams();
  const failed = params.get('error') === 'true';
  return (
    <div className={frame.page}>
      <PublicHeader>
        <a className={styles.signIn} href={signInHref(brand)}>
          Se connecter
        </a>
      </PublicHeader>
      <Main className={styles.main}>
        {failed && (
          <p className={styles.problem} role="alert">
            La connexion n’a pas abouti. Reconnectez-vous ; si le problème persiste, contactez votre
            école.
          </p>
        )}
        <section className={styles.hero} aria-labelledby="titre-accueil">
          <h1 id="titre-accueil">Préparez votre examen théorique, à votre rythme</h1>
          <p>
            Séries de questions en conditions d’examen ou en entraînement, corrections expliquées,
            suivi de vos résultats par thème et cours : tout ce qu’il faut pour réussir le code de
            la route, l’ETG, l’ETM et les permis bateau.
          </p>
          <a className={styles.cta} href={signInHref(brand)}>
            Se connecter à {brand.appTitle}
          </a>
        </section>
        <section aria-labelledby="titre-formations">
          <h2 id="titre-formations">Les examens que vous pouvez préparer</h2>
          <LicenceCatalogue />
        </section>
      </Main>
      <Footer />
    </div>
  );
}

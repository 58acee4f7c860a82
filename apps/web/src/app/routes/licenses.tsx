import { STORAGE_KEYS } from '@prepacode/domain/auth';
import { LICENCE_TYPES, isLicenceCode } from '@prepacode/domain/licences';
import { Bike, Car, Sailboat, TramFront, type LucideIcon } from 'lucide-react';
import { Link, redirect, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { LicenceIcon } from '@prepacode/domain/licences';
import { signOut } from '../../features/auth/use-auth';
import button from '../../components/ui/button.module.css';
import { authStore } from '../../features/auth/auth-store';
import { storage } from '../../lib/storage';
import { storedApplications, storedInscriptions } from '../guards';
import { Footer } from '../shell/footer';
import { PublicHeader } from '../shell/public-header';
import { courseKind } from '../tabs';
import frame from './frame.module.css';
import styles from './licenses.module.css';
import { Main } from '../../components/ui/main';

const ICONS: Record<LicenceIcon, LucideIcon> = {
  car: Car,
  motorcycle: Bike,
  boat: Sailboat,
  tram: TramFront,
};

// « Accéder aux cours » for one application; with several, each says which variant it opens.
const courseLinkLabel = (application: { label: string; is_max: boolean }, several: boolean) =>
  `Accéder aux cours${several ? courseKind({ label: application.label, isMax: application.is_max }) : ''}`;

/**
 * « Accéder aux tests » with a licence chosen: the page asked for before the choice (`next`,
 * on this site only), else the dashboard, with the inscription its guard exchanges.
 */
function afterLicenceChoice(inscriptionId: number | string, next: string | null, origin: string) {
  const asked = new URL(next ?? '/', origin);
  const page = asked.origin === origin ? asked : new URL('/', origin);
  page.searchParams.set('inscriptionId', String(inscriptionId));
  return `${page.pathname}${page.search}`;
}

/**
 * The licence page (spec §2): with one inscription, or one already chosen, it goes straight to
 * the page asked for (the root unless `next` says) with `inscriptionId`; without stored choices
 * there is nothing to choose.
 */
export async function licensesLoader({ request }: LoaderFunctionArgs) {
  await authStore.start();
  const { origin, searchParams } = new URL(request.url);
  const next = (id: number | string) =>
    redirect(afterLicenceChoice(id, searchParams.get('next'), origin));
  const inscriptions = storedInscriptions();
  // A choice already made (here, or in the header's menu): the server checks it is theirs.
  const chosen = storage.get(STORAGE_KEYS.selectedInscriptionId);
  if (chosen && /^\d+$/.test(chosen)) return next(chosen);
  const [only] = inscriptions;
  if (only && inscriptions.length === 1) return next(only.id);
  if (inscriptions.length === 0) return redirect('/home');
  return null;
}

/**
 * « Choisissez votre application » (spec §2): one card per inscription with the licence's logo
 * and name, « Accéder aux tests » when the inscription has an expiry date, and the course links
 * of the applications of that licence.
 */
export function LicensesRoute() {
  const inscriptions = storedInscriptions();
  const applications = storedApplications();
  // The page asked for before signing in (a room's QR code): « Accéder aux tests » goes on there.
  const [search] = useSearchParams();
  const next = search.get('next');
  return (
    <div className={frame.page}>
      <PublicHeader />
      <Main className={frame.main}>
        <h1>Choisissez votre application</h1>
        <p>
          Vous êtes inscrit à plusieurs applications. Choisissez celle que vous souhaitez utiliser ;
          vous pourrez en changer à tout moment depuis le menu de l’en-tête.
        </p>
        <ul className={styles.cards}>
          {inscriptions.map((inscription) => {
            const type = isLicenceCode(inscription.permis)
              ? LICENCE_TYPES[inscription.permis]
              : null;
            const name = type?.name ?? inscription.permis;
            const Icon = ICONS[type?.logo ?? 'car'];
            const courses = applications.filter((app) => app.permis === inscription.permis);
            return (
              <li key={inscription.id} className={styles.card}>
                <span className={styles.logo}>
                  <Icon aria-hidden="true" size={40} />
                </span>
                <h2 className={styles.name}>{name}</h2>
                <div className={styles.links}>
                  {inscription.date_expiration && (
                    <Link
                      className={`${button.primary} ${button.link}`}
                      to={afterLicenceChoice(inscription.id, next, window.location.origin)}
                      aria-label={`Accéder aux tests : ${name}`}
                    >
                      Accéder aux tests
                    </Link>
                  )}
                  {courses.map((application) => {
                    const label = courseLinkLabel(application, courses.length > 1);
                    return (
                      <Link
                        key={application.label}
                        className={`${button.secondary} ${button.link}`}
                        to={`/courses/${encodeURIComponent(application.label)}?inscriptionId=${inscription.id}`}
                        aria-label={`${label} : ${name}`}
                      >
                        {label}
                      </Link>
                    );
                  })}
                </div>
              </li>
            );
          })}
        </ul>
        <button type="button" className={button.secondary} onClick={() => void signOut()}>
          Retour à l’accueil
        </button>
      </Main>
      <Footer />
    </div>
  );
}

import { Navigate, useParams } from 'react-router';
import { useBrand } from '../../brand/brand-store';
import { GuideArticle } from '../../features/guides/components/guide-article';
import { GuideCards } from '../../features/guides/components/guide-cards';
import { GUIDES, findGuide, guidesShown } from '../../features/guides/guides';
import { useUtilisateur } from '../../features/profile/api/get-utilisateur';
import styles from './guides.module.css';

/**
 * Whether the learner may read the guides: the dashboard's rule for its guide block, so the
 * pages exist exactly where the link to them does. `null` until the profile is there.
 */
function useGuidesAllowed(): boolean | null {
  const brand = useBrand();
  const { data: profile } = useUtilisateur();
  // The connected area's loader has the profile before this route renders.
  if (!profile) return null;
  return guidesShown(brand, profile.selectedInscription?.license);
}

/** /guides: the three guides, one card each. */
export function GuidesRoute() {
  const allowed = useGuidesAllowed();
  if (allowed === null) return null;
  if (!allowed) return <Navigate to="/dashboard" replace />;
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>Nos guides</h1>
        <p className={styles.lead}>
          Écrits par notre équipe pour vous accompagner jusqu’à l’examen : comment il se passe,
          comment vous entraîner et comment lire vos résultats.
        </p>
      </header>
      <GuideCards guides={GUIDES} />
    </div>
  );
}

/** /guides/:slug: one guide; an unknown one leads back to the index. */
export function GuideRoute() {
  const allowed = useGuidesAllowed();
  const guide = findGuide(useParams().slug);
  if (allowed === null) return null;
  if (!allowed) return <Navigate to="/dashboard" replace />;
  if (!guide) return <Navigate to="/guides" replace />;
  return <GuideArticle guide={guide} />;
}

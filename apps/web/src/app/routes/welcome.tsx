import { BarChart3, BookOpen, Layers, RotateCcw, Timer } from 'lucide-react';
import { Navigate } from 'react-router';
import { useBrand } from '../../brand/brand-store';
import { useUtilisateur } from '../../features/profile/api/get-utilisateur';
import { useSeriesEleve } from '../../features/series/api/get-series-eleve';
import { LoadProblem } from '../../features/series/components/load-problem';
import { WelcomeSeries } from '../../features/series/components/welcome-series';
import { usePropositionOrder } from '../series-start';
import { welcomeStatus } from '../tabs';
import styles from './welcome.module.css';

const OFFERS = [
  { Icon: Timer, text: 'M’entraîner en conditions d’examen, avec des examens blancs chronométrés' },
  { Icon: Layers, text: 'Travailler thème par thème, là où j’en ai besoin' },
  {
    Icon: RotateCcw,
    text: 'Revoir mes erreurs grâce au parcours personnalisé, qui me repose les questions manquées',
  },
  { Icon: BarChart3, text: 'Suivre ma progression, thème par thème et examen après examen' },
  { Icon: BookOpen, text: 'Lire les corrections et les explications de chaque question' },
];

/**
 * Bienvenue: for a new learner whose licence has a welcome series (spec §2, §4). Anyone else,
 * including a learner who has ended it, goes to the dashboard.
 */
export function WelcomeRoute() {
  const brand = useBrand();
  const { data: profile } = useUtilisateur();
  const series = useSeriesEleve();
  const ordreLettrage = usePropositionOrder();
  if (!profile) return null;
  const licence = profile.selectedInscription?.license;
  if (series.isError) {
    return (
      <LoadProblem error={series.error} onRetry={() => void series.refetch()}>
        Votre série de bienvenue n’a pas pu être chargée.
      </LoadProblem>
    );
  }
  const status = welcomeStatus(licence, series.data);
  if (status === 'unknown') return <p role="status">Chargement…</p>;
  const welcome = series.data?.seriesTypeList.find((entry) => entry.type === 'accueil');
  if (status === 'not-required' || !series.data || !welcome) {
    return <Navigate to="/dashboard" replace />;
  }

  return (
    <div className={styles.page}>
      <p className={styles.greeting}>Bienvenue {profile.firstName} !</p>
      <h1 className={styles.title}>{brand.welcomePage.title}</h1>
      <ul className={styles.offers}>
        {OFFERS.map(({ Icon, text }) => (
          <li key={text}>
            <Icon aria-hidden="true" size={28} className={styles.icon} />
            <span>{text}</span>
          </li>
        ))}
      </ul>
      <WelcomeSeries
        entry={welcome}
        unfinished={series.data.unfinished}
        ordreLettrage={ordreLettrage}
      />
    </div>
  );
}

import { BarChart3, ClipboardCheck, Dumbbell, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { Guide, GuideSlug } from '../types';
import styles from './guide-cards.module.css';

const ICONS: Record<GuideSlug, LucideIcon> = {
  'examen-du-code': ClipboardCheck,
  'bien-s-entrainer': Dumbbell,
  'lire-mes-resultats': BarChart3,
};

/** The guides' index: one card per guide, its title as the link and its one-line summary. */
export function GuideCards({ guides }: { guides: readonly Guide[] }) {
  return (
    <ul className={styles.cards}>
      {guides.map((guide) => {
        const Icon = ICONS[guide.slug];
        return (
          <li key={guide.slug} className={styles.card}>
            <Icon aria-hidden="true" size={28} className={styles.icon} />
            <h2 className={styles.title}>
              <Link to={`/guides/${guide.slug}`} className={styles.link}>
                {guide.title}
              </Link>
            </h2>
            <p className={styles.summary}>{guide.summary}</p>
          </li>
        );
      })}
    </ul>
  );
}

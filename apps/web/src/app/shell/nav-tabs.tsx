import { NavLink } from 'react-router';
import type { Tab } from '../tabs';
import styles from './nav-tabs.module.css';

/** The tab links, in the nav bar or in the side menu; the current path is highlighted. */
export function NavTabs({
  tabs,
  vertical = false,
  onNavigate,
}: {
  tabs: Tab[];
  vertical?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <ul className={vertical ? styles.vertical : styles.tabs}>
      {tabs.map((tab) => (
        <li key={tab.to}>
          <NavLink
            to={tab.to}
            onClick={onNavigate}
            className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
          >
            {tab.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

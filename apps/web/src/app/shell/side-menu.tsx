import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ModalDialog } from '../../components/ui/modal-dialog';
import hidden from '../../components/ui/visually-hidden.module.css';
import { layoutEvents } from '../layout-events';
import type { Tab } from '../tabs';
import { NavTabs } from './nav-tabs';
import styles from './side-menu.module.css';

/**
 * The side menu of small screens (spec §2): 250 px, the same tabs, over a backdrop. It opens
 * and closes on the layout service's side-navigation event.
 */
export function SideMenu({
  tabs,
  title,
  learner,
}: {
  tabs: Tab[];
  title: string;
  /** The learner's name and access line, which the phone header has no room for. */
  learner: string[];
}) {
  const [open, setOpen] = useState(false);
  useEffect(() => layoutEvents.onSideNavToggle(setOpen), []);
  const close = () => layoutEvents.toggleSideNav(false);
  return (
    <ModalDialog open={open} onClose={close} className={styles.panel} labelledBy="menu-lateral">
      <div className={styles.top}>
        <h2 id="menu-lateral" className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={close}>
          <X aria-hidden="true" size={22} />
          <span className={hidden.srOnly}>Fermer le menu</span>
        </button>
      </div>
      {learner.length > 0 && (
        <p className={styles.learner}>
          {learner.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </p>
      )}
      <nav aria-label="Navigation principale">
        <NavTabs tabs={tabs} vertical onNavigate={close} />
      </nav>
    </ModalDialog>
  );
}

import { STORAGE_KEYS } from '@prepacode/domain/auth';
import { LICENCE_TYPES, isLicenceCode } from '@prepacode/domain/licences';
import { Check, ChevronDown, UserRound } from 'lucide-react';
import { Suspense, lazy, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { StudentProfile } from '../../features/profile/api/get-utilisateur';
import { storage } from '../../lib/storage';
import { standaloneStore } from './standalone-store';
import styles from './account-menu.module.css';

// Loaded when first opened, with the exam's day (issue #44): every connected page's first load
// carried it (issue #37).
const PreferencesDialog = lazy(async () => ({
  default: (await import('./preferences-with-exam-day')).PreferencesWithExamDay,
}));

const licenceName = (code: string) => (isLicenceCode(code) ? LICENCE_TYPES[code].name : code);

/**
 * The menu to switch licence or stand-alone application, with Déconnexion (spec §2, §4): a
 * button that discloses a list of buttons in a native popover (ADR 0011). The licences and
 * applications show only when there is something to switch to; « Mon compte » always
 * (issue #18, point 11), so every learner has the menu.
 */
export function AccountMenu({
  profile,
  connectedAs,
  onSignOut,
}: {
  profile: StudentProfile;
  connectedAs: string | null;
  onSignOut: () => void;
}) {
  const navigate = useNavigate();
  const popup = useRef<HTMLDivElement>(null);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  // Kept once opened, so that closing it gives the focus back as a native dialog does.
  const [preferencesShown, setPreferencesShown] = useState(false);
  const { inscriptions, applications, selectedInscription } = profile;
  const switchable = inscriptions.length + applications.length >= 2;

  const then = (action: () => void) => () => {
    // Browsers before 2024 have no Popover API, which the DOM types do not allow for.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    popup.current?.hidePopover?.();
    action();
  };

  const chooseLicence = (id: number) => {
    standaloneStore.set(null);
    // While impersonating the choice is not kept (spec §6): it goes straight to the exchange.
    if (connectedAs) {
      void navigate(`/?inscriptionId=${id}`);
      return;
    }
    storage.set(STORAGE_KEYS.selectedInscriptionId, String(id));
    void navigate('/licenses');
  };

  const chooseApplication = (label: string) => {
    standaloneStore.set(label);
    void navigate(`/courses/${encodeURIComponent(label)}`);
  };

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        popoverTarget="menu-compte"
        aria-label={switchable ? 'Mon compte, changer de formation ou d’application' : 'Mon compte'}
      >
        <UserRound aria-hidden="true" size={20} />
        <span className={styles.label}>Mon compte</span>
        <ChevronDown aria-hidden="true" size={18} />
      </button>
      <div id="menu-compte" ref={popup} popover="auto" className={styles.popup}>
        {switchable && inscriptions.length > 0 && (
          <>
            <h2 className={styles.groupLabel}>Mes formations</h2>
            <ul className={styles.group}>
              {inscriptions.map((inscription) => (
                <li key={inscription.id}>
                  <button
                    type="button"
                    className={styles.item}
                    aria-current={inscription.id === selectedInscription?.id ? 'true' : undefined}
                    onClick={then(() => chooseLicence(inscription.id))}
                  >
                    {licenceName(inscription.license)}
                    {inscription.id === selectedInscription?.id && (
                      <Check aria-hidden="true" size={18} />
                    )}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
        {switchable && applications.length > 0 && (
          <>
            <h2 className={styles.groupLabel}>Mes applications</h2>
            <ul className={styles.group}>
              {applications.map((application) => (
                <li key={application.label}>
                  <button
                    type="button"
                    className={styles.item}
                    onClick={then(() => chooseApplication(application.label))}
                  >
                    <span className={styles.swatch} style={{ background: application.color }} />
                    {application.title}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
        {switchable && <hr className={styles.separator} />}
        <Link to="/compte" className={styles.item} onClick={then(() => undefined)}>
          Mon compte
        </Link>
        {selectedInscription && (
          <button
            type="button"
            className={styles.item}
            onClick={then(() => {
              setPreferencesShown(true);
              setPreferencesOpen(true);
            })}
          >
            Mes préférences
          </button>
        )}
        <button
          type="button"
          className={styles.item}
          onClick={then(onSignOut)}
          disabled={connectedAs !== null}
        >
          Déconnexion
        </button>
      </div>
      {preferencesShown && (
        <Suspense fallback={null}>
          <PreferencesDialog
            open={preferencesOpen}
            onClose={() => setPreferencesOpen(false)}
            withExamDay={selectedInscription !== null}
          />
        </Suspense>
      )}
    </>
  );
}

import { Suspense, lazy, useState } from 'react';
import { useBrand } from '../../brand/brand-store';
import { ModalDialog } from '../../components/ui/modal-dialog';
import hidden from '../../components/ui/visually-hidden.module.css';
import styles from './footer.module.css';
import dialog from '../../components/ui/dialog.module.css';

// The notice's text loads when it is opened: the first page does not carry it.
const LegalNotice = lazy(async () => ({
  default: (await import('../../features/legal/components/legal-notice')).LegalNotice,
}));

// A remote-assistance tool the school's staff can use to help a learner on their computer.
const REMOTE_ACCESS_URL = 'https://anydesk.com/fr/downloads';

/**
 * The footer of spec §2: copyright with the year and the brand's prefix, « Mentions légales »
 * in a dialog closed by « Fermer », CGU and privacy charter as the brand's flags say, and the
 * remote-access link.
 */
export function Footer() {
  const brand = useBrand();
  const { footer } = brand;
  const [noticeOpen, setNoticeOpen] = useState(false);
  const close = () => setNoticeOpen(false);
  return (
    <footer className={styles.footer}>
      <ul className={styles.links}>
        <li>
          © {new Date().getFullYear()} {footer.copyRightLabelPrefix}
        </li>
        {footer.displayLegalNotice && (
          <li>
            <button type="button" className={styles.linkButton} onClick={() => setNoticeOpen(true)}>
              Mentions légales
            </button>
          </li>
        )}
        {footer.displayCgu && (
          <li>
            <a href={footer.cguUrl}>Conditions générales d’utilisation</a>
          </li>
        )}
        {footer.displayCharter && (
          <li>
            <a href={footer.charterUrl}>Charte de confidentialité</a>
          </li>
        )}
        <li>
          <a href={REMOTE_ACCESS_URL} target="_blank" rel="noreferrer">
            Assistance à distance
            <span className={hidden.srOnly}> (nouvelle fenêtre)</span>
          </a>
        </li>
      </ul>
      <ModalDialog
        open={noticeOpen}
        onClose={close}
        className={`${dialog.frame} ${styles.dialog}`}
        labelledBy="mentions-legales"
      >
        <h2 id="mentions-legales" className={styles.dialogTitle}>
          Mentions légales
        </h2>
        <div className={styles.dialogBody}>
          <Suspense fallback={<p>Chargement des mentions légales…</p>}>
            <LegalNotice brand={brand} />
          </Suspense>
        </div>
        <div className={styles.dialogActions}>
          <button type="button" className={styles.close} onClick={close}>
            Fermer
          </button>
        </div>
      </ModalDialog>
    </footer>
  );
}

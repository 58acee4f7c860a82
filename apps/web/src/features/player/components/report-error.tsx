import { Flag } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import styles from './report-error.module.css';
import { useReadOnly } from '../../../lib/read-only';

// The form and its schema load apart: the player's components sit in the chunk that the lazy
// pages share, which the dashboard loads first (bench/README.md, the 150 KB budget). The
// correction page fetches the dialog as soon as it shows the button.
const loadDialog = () => import('./report-error-dialog');
const ReportErrorDialog = lazy(async () => ({ default: (await loadDialog()).ReportErrorDialog }));

/** « Signaler une erreur » on a question's correction (issue #18, point 11), and its thanks. */
export function ReportError({ serieId, questionId }: { serieId: string; questionId: string }) {
  // A staff member looking at the learner's session writes nothing (issue #19, point 6).
  const readOnly = useReadOnly();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the native dialog gives focus back to the button.
  const [opened, setOpened] = useState(false);
  const [thanks, setThanks] = useState('');
  useEffect(() => {
    void loadDialog();
  }, []);

  return (
    <div className={styles.wrap}>
      <button
        type="button"
        className={styles.trigger}
        disabled={readOnly}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Flag aria-hidden="true" size={16} />
        Signaler une erreur
      </button>
      <p role="status" className={styles.thanks}>
        {thanks}
      </p>
      {opened && (
        <Suspense fallback={null}>
          <ReportErrorDialog
            serieId={serieId}
            questionId={questionId}
            open={open}
            onClose={() => setOpen(false)}
            onSent={(message) => {
              setThanks(message);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

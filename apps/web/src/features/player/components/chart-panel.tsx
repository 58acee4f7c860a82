import type { Carte } from '@prepacode/domain/contracts/player.contract';
import { HANDSET } from '@prepacode/domain/layout';
import { Map as MapIcon } from 'lucide-react';
import { useId, useState } from 'react';
import button from '../../../components/ui/button.module.css';
import dialog from '../../../components/ui/dialog.module.css';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useMediaQuery } from '../../../lib/media-query';
import { ChartReadouts, useChartState } from './chart-readouts';
import { ChartViewer } from './chart-viewer';
import styles from './chart-viewer.module.css';

const PHONE = `(max-width: ${HANDSET.portraitMaxWidth}px)`;

/**
 * The chart of a chart or tide exercise (hauturier, issue #22). Beside the question where
 * there is room; on a phone, where the chart, its tools and the answers cannot share one
 * screen (issue #40), the question keeps the screen with what the reticle reads, and the chart
 * opens over it, whole screen, then closes back to the answer: where the learner aimed and
 * marked stays.
 */
export function ChartPanel({ carte, fit }: { carte: Carte; fit: boolean }) {
  const state = useChartState(carte);
  const phone = useMediaQuery(PHONE);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  if (!phone) return <ChartViewer carte={carte} state={state} fit={fit} />;
  const close = () => setOpen(false);
  return (
    <section aria-label="Carte d’entraînement" className={styles.folded}>
      {/* One short word, so that what the reticle reads keeps to the same row. */}
      <button
        type="button"
        className={`${button.secondary} ${styles.button}`}
        aria-label="Ouvrir la carte"
        onClick={() => setOpen(true)}
      >
        <MapIcon aria-hidden="true" size={20} />
        Carte
      </button>
      <ChartReadouts carte={carte} state={state} brief />
      <ModalDialog
        open={open}
        onClose={close}
        className={`${dialog.frame} ${styles.sheet}`}
        labelledBy={titleId}
      >
        <h3 id={titleId} className={styles.sheetTitle}>
          Carte d’entraînement
        </h3>
        <ChartViewer carte={carte} state={state} fill />
        {/* Where the thumb is. */}
        <div className={styles.sheetActions}>
          <button type="button" className={`${button.primary} ${styles.button}`} onClick={close}>
            Revenir à la question
          </button>
        </div>
      </ModalDialog>
    </section>
  );
}

import { useId, useState, type ReactNode } from 'react';
import styles from './dashboard-section.module.css';

/**
 * The sections a learner opened, for as long as the app runs: back on the dashboard, they are
 * as they were left. A reload folds them again (no storage: spec §9 lists the keys it keeps).
 */
const opened = new Set<string>();

/**
 * A section of the dashboard below its next step, folded (issue #40: the page opens on one
 * action, the rest below it): its heading is the button that unfolds it (the disclosure
 * pattern, a button inside the heading, so that both the heading and the state are announced),
 * and one line under it says what is inside.
 */
export function DashboardSection({
  title,
  digest,
  children,
}: {
  title: string;
  /** What the section holds, in a few words, read when it is folded. */
  digest: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(() => opened.has(title));
  const titleId = useId();
  const bodyId = useId();
  const toggle = () => {
    if (open) opened.delete(title);
    else opened.add(title);
    setOpen(!open);
  };
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={toggle}
        >
          <span aria-hidden="true" className={styles.chevron} />
          {title}
        </button>
      </h2>
      {!open && <p className={styles.digest}>{digest}</p>}
      {/* Folded, it is not drawn at all: most of the dashboard's 836 elements were in its folded
          sections, drawn and styled for nobody on the first paint (issue #37, Lighthouse). */}
      <div id={bodyId} className={styles.body} hidden={!open}>
        {open && children}
      </div>
    </section>
  );
}

import { Check } from 'lucide-react';
import type { Proposition } from '../api/get-question';
import { splitParts } from './question-parts';
import styles from './proposition-toggles.module.css';

interface PropositionTogglesProps {
  propositions: Proposition[];
  continued: string | null;
  selection: readonly string[];
  disabled: boolean;
  /** The statement that labels the first group. */
  statementId: string;
  /** The keyboard shortcuts line. */
  hintId: string;
  onToggle: (letter: string) => void;
}

/** Short answers (« Oui », « Non », « 50 km/h ») sit side by side: the question keeps the room. */
const SIDE_BY_SIDE_MAX_LENGTH = 16;

/** Large toggle buttons, A–D: several can be right, as in the official test. */
export function PropositionToggles({
  propositions,
  continued,
  selection,
  disabled,
  statementId,
  hintId,
  onToggle,
}: PropositionTogglesProps) {
  const continuedId = `${statementId}-suite`;
  const [first, second] = splitParts(propositions, continued);
  const group = (items: Proposition[], labelledBy: string) => (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={hintId}
      className={
        items.every((item) => item.text.length <= SIDE_BY_SIDE_MAX_LENGTH)
          ? `${styles.group} ${styles.short}`
          : styles.group
      }
    >
      {items.map((proposition) => {
        const pressed = selection.includes(proposition.letter);
        return (
          <button
            key={proposition.letter}
            type="button"
            className={styles.toggle}
            aria-pressed={pressed}
            disabled={disabled}
            onClick={() => onToggle(proposition.letter)}
          >
            <span className={styles.letter}>{proposition.letter}</span>{' '}
            <span className={styles.text}>{proposition.text}</span>
            {pressed && <Check aria-hidden="true" className={styles.check} size={22} />}
          </button>
        );
      })}
    </div>
  );
  return (
    <>
      {group(first, statementId)}
      {continued !== null && (
        <>
          <p id={continuedId} className={styles.continued}>
            {continued}
          </p>
          {group(second, continuedId)}
        </>
      )}
    </>
  );
}

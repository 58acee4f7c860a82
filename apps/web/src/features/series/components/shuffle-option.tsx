import type { OrdreLettrage } from '@prepacode/domain/series';
import { Shuffle } from 'lucide-react';
import { useId } from 'react';
import styles from './shuffle-option.module.css';

interface ShuffleOptionProps {
  value: OrdreLettrage;
  onChange: (value: OrdreLettrage) => void;
}

/** `ordre_lettrage` of the series started from this page: the bank's order, or shuffled. */
export function ShuffleOption({ value, onChange }: ShuffleOptionProps) {
  const id = useId();
  return (
    <div className={styles.option}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkbox}
        checked={value === 'aleatoire'}
        onChange={(event) => onChange(event.target.checked ? 'aleatoire' : 'fixe')}
        aria-describedby={`${id}-hint`}
      />
      <label htmlFor={id} className={styles.label}>
        <Shuffle aria-hidden="true" size={18} />
        Mélanger l’ordre des réponses
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        Les réponses changent de place d’une série à l’autre : on retient la bonne réponse, pas sa
        lettre. S’applique aux séries que vous commencez depuis cette page.
      </p>
    </div>
  );
}

import styles from './proposition-review.module.css';

/** A typed answer's correction (hauturier's chart and tide exercises, issue #22). */
export interface TypedCorrection {
  /** The value read from what was typed, as the French write it; null when unanswered. */
  given: string | null;
  expected: string;
  /** « à 0,2′ près »: how close counts as right. */
  precision: string;
}

export const toTypedCorrection = (wire: {
  donnee: string | null;
  attendue: string;
  precision: string;
}): TypedCorrection => ({ given: wire.donnee, expected: wire.attendue, precision: wire.precision });

/** What was typed against what was expected, in words: the verdict is said next to it. */
export function TypedReview({
  typed,
  givenLabel = 'Votre réponse',
}: {
  typed: TypedCorrection;
  givenLabel?: string;
}) {
  return (
    <dl className={styles.typed}>
      <div>
        <dt>{givenLabel}</dt>
        <dd>{typed.given ?? 'aucune réponse donnée'}</dd>
      </div>
      <div>
        <dt>Réponse attendue</dt>
        <dd>
          {typed.expected} ({typed.precision})
        </dd>
      </div>
    </dl>
  );
}

import {
  ACCESS_EXTENSIONS,
  MAX_CREDITS_ADDED,
  creditsBodySchema,
} from '@prepacode/domain/contracts/school.contract';
import { useId, useState } from 'react';
import { z } from 'zod/mini';
import button from '../../../../components/ui/button.module.css';
import { typedNumber } from '../../../../lib/form-text';
import groups from '../../space/styles/groups.module.css';
import { useSelectionAction } from '../api/selection-actions';

interface SelectionAccessProps {
  /** The formations of the learners ticked, as the list shows them. */
  inscriptions: readonly number[];
  eleves: readonly string[];
  onDone: (message: string) => void;
  /** What went wrong, for the bar to say; '' withdraws it. */
  onProblem: (message: string) => void;
}

/**
 * The selection's access, credits and password link (issue #41, point 5): each acts on every
 * formation ticked, all or none, and says what it did.
 */
export function SelectionAccess({ inscriptions, eleves, onDone, onProblem }: SelectionAccessProps) {
  const id = useId();
  const [days, setDays] = useState<(typeof ACCESS_EXTENSIONS)[number]>(90);
  const [credits, setCredits] = useState('1');
  const [creditsError, setCreditsError] = useState('');
  const action = useSelectionAction();
  const run = (call: Parameters<typeof action.mutate>[0]) => {
    if (action.isPending) return;
    onProblem('');
    action.mutate(call, {
      onSuccess: (answer) => onDone(answer.message),
      onError: (error) => onProblem(error.message),
    });
  };
  const addCredits = () => {
    const parsed = z.safeParse(creditsBodySchema, { nombre: typedNumber(credits) });
    setCreditsError(parsed.success ? '' : (parsed.error.issues[0]?.message ?? ''));
    if (parsed.success)
      run({ kind: 'crediter', body: { inscriptions: [...inscriptions], ...parsed.data } });
    else document.getElementById(`${id}-c`)?.focus();
  };

  return (
    <>
      <div className={groups.field}>
        <label htmlFor={`${id}-j`}>Prolonger l’accès de</label>
        <select
          id={`${id}-j`}
          value={days}
          onChange={(event) =>
            setDays(ACCESS_EXTENSIONS.find((count) => String(count) === event.target.value) ?? 90)
          }
        >
          {ACCESS_EXTENSIONS.map((count) => (
            <option key={count} value={count}>
              {count} jours
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className={button.primary}
        aria-disabled={action.isPending}
        onClick={() =>
          run({
            kind: 'prolonger',
            body: { inscriptions: [...inscriptions], jours: days },
          })
        }
      >
        Prolonger l’accès
      </button>
      <div className={groups.field}>
        <label htmlFor={`${id}-c`}>Crédits d’examens blancs à ajouter</label>
        <input
          id={`${id}-c`}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_CREDITS_ADDED}
          value={credits}
          aria-invalid={creditsError ? true : undefined}
          aria-describedby={creditsError ? `${id}-ce` : undefined}
          onChange={(event) => {
            setCredits(event.target.value);
            setCreditsError('');
          }}
        />
        {creditsError && (
          <span id={`${id}-ce`} className={groups.fieldError}>
            {creditsError}
          </span>
        )}
      </div>
      <button
        type="button"
        className={button.primary}
        aria-disabled={action.isPending}
        onClick={addCredits}
      >
        Ajouter les crédits
      </button>
      <button
        type="button"
        className={button.secondary}
        aria-disabled={action.isPending}
        onClick={() => run({ kind: 'lien', body: { eleves: [...eleves] } })}
      >
        Envoyer un lien de mot de passe
      </button>
    </>
  );
}

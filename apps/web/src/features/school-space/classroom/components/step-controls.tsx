import type { ClassroomStep } from '@prepacode/domain/classroom';
import type { ClassroomStaffView } from '@prepacode/domain/contracts/classroom.contract';
import { useEffectEvent, useLayoutEffect, useState } from 'react';
import button from '../../../../components/ui/button.module.css';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { useSendStep } from '../api/send-step';
import styles from './step-controls.module.css';

/** The step the room takes next from where it is, and its button's words; none once ended. */
export function nextStep(
  view: ClassroomStaffView,
): { action: ClassroomStep; label: string } | null {
  switch (view.phase) {
    case 'attente':
      return { action: 'question', label: 'Afficher la première question' };
    case 'question':
      return { action: 'correction', label: 'Correction' };
    case 'correction':
      return view.position >= view.nb_questions
        ? { action: 'terminer', label: 'Voir les résultats' }
        : { action: 'suivante', label: 'Question suivante' };
    case 'terminee':
      return null;
  }
}

/** Keys a presenter's remote sends for « next » (arrows, page down, space). */
const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown', 'PageDown', ' ']);
/** Where the arrows already move something: a field, a list, a dialog's own controls. */
const ARROWS_TAKEN = 'input, select, textarea, dialog[open]';
/** Where space already presses something. */
const SPACE_TAKEN = `${ARROWS_TAKEN}, button, a, summary, [role="button"]`;

/**
 * The room's next step on the keys of a presenter's remote, anywhere on the page but where the
 * key already does something (a focused button takes its own space, a field its arrows).
 */
function useRemoteKeys(enabled: boolean, onNext: () => void) {
  const next = useEffectEvent(onNext);
  // Listening from the moment the screen is drawn (as the player's keys, use-answer-shortcuts).
  useLayoutEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (!NEXT_KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
      const taken = event.key === ' ' ? SPACE_TAKEN : ARROWS_TAKEN;
      if (event.target instanceof Element && event.target.closest(taken)) return;
      event.preventDefault();
      next();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}

/**
 * The instructor's buttons: the room's next step, and « Terminer la séance » at any time, after
 * a confirmation. With `remote`, the page's keys press the next step too (the projected screen).
 * Each press says which question it was pressed on: a second screen that is behind changes
 * nothing (the server's rule).
 */
export function StepControls({
  view,
  remote = false,
}: {
  view: ClassroomStaffView;
  remote?: boolean;
}) {
  const step = useSendStep();
  const [ending, setEnding] = useState(false);
  const next = nextStep(view);
  const press = (action: ClassroomStep, onDone?: () => void) => {
    if (step.isPending) return;
    step.mutate({ session: view.id, action, position: view.position }, { onSuccess: onDone });
  };
  useRemoteKeys(remote && next !== null && !ending, () => next && press(next.action));
  if (!next) return null;
  return (
    <div className={styles.controls}>
      <button
        type="button"
        className={`${button.primary} ${styles.next}`}
        aria-disabled={step.isPending || undefined}
        onClick={() => press(next.action)}
      >
        {next.label}
      </button>
      {next.action !== 'terminer' && (
        <button type="button" className={button.secondary} onClick={() => setEnding(true)}>
          Terminer la séance
        </button>
      )}
      {step.isError && !ending && (
        <p role="alert" className={styles.problem}>
          {step.error.message}
        </p>
      )}
      <FormDialog
        open={ending}
        onClose={() => setEnding(false)}
        title={'Terminer la séance\u202f?'}
        submit={{ label: 'Terminer la séance', tone: 'danger' }}
        form={{
          onSubmit: (event) => {
            event.preventDefault();
            press('terminer', () => setEnding(false));
          },
          problem: step.isError ? step.error.message : '',
          pending: step.isPending,
        }}
      >
        <p>
          Chaque élève garde la série dans son historique : les questions qu’il n’a pas répondues,
          posées ou non, y comptent comme sans réponse. Le code de la séance ne servira plus.
        </p>
      </FormDialog>
    </div>
  );
}

import {
  TEMPS_MAJORE,
  TEMPS_MAJORE_LABELS,
  VITESSES_LECTURE,
  VITESSE_LECTURE_LABELS,
} from '@prepacode/domain/preferences';
import type { OrdreLettrage } from '@prepacode/domain/series';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import button from '../../../components/ui/button.module.css';
import form from '../../../components/ui/form.module.css';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { usePreferences, type Preferences } from '../api/get-preferences';
import { useSavePreferences } from '../api/save-preferences';
import styles from './preferences-dialog.module.css';
import dialog from '../../../components/ui/dialog.module.css';
import { READ_ONLY_NOTE_ID, useReadOnly } from '../../../lib/read-only';

/** The recommended order first. */
const ORDERS: readonly [OrdreLettrage, string][] = [
  ['aleatoire', 'Dans un ordre différent à chaque série (recommandé)'],
  ['fixe', 'Toujours dans le même ordre'],
];

/**
 * « Mes préférences » (issue #18): extended time in exam conditions, read-aloud and its speed,
 * the order of the propositions (issue #40), the player's single-key shortcuts. Kept by the
 * server, so they follow the learner everywhere. `examDay`: the exam's day of the licence in
 * use (issue #44), its own form, above the others.
 */
export function PreferencesDialog({
  open,
  onClose,
  examDay,
}: {
  open: boolean;
  onClose: () => void;
  examDay?: ReactNode;
}) {
  const titleId = useId();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      className={`${dialog.frame} ${styles.dialog}`}
      labelledBy={titleId}
    >
      <h2 id={titleId} className={dialog.title}>
        Mes préférences
      </h2>
      {examDay && <div className={`${dialog.body} ${styles.examDay}`}>{examDay}</div>}
      <PreferencesBody onClose={onClose} />
    </ModalDialog>
  );
}

function PreferencesBody({ onClose }: { onClose: () => void }) {
  const preferences = usePreferences();
  if (preferences.data) return <PreferencesForm initial={preferences.data} onClose={onClose} />;
  return (
    <div className={dialog.body}>
      {preferences.isError ? (
        <p role="alert">
          Vos préférences n’ont pas pu être chargées.{' '}
          <button
            type="button"
            className={button.secondary}
            onClick={() => void preferences.refetch()}
          >
            Réessayer
          </button>
        </p>
      ) : (
        <p role="status">Chargement de vos préférences…</p>
      )}
    </div>
  );
}

function PreferencesForm({ initial, onClose }: { initial: Preferences; onClose: () => void }) {
  // A staff member looking at the learner's session writes nothing (issue #19, point 6).
  const readOnly = useReadOnly();
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const save = useSavePreferences();
  const change = <K extends keyof Preferences>(key: K, value: Preferences[K]) => {
    save.reset();
    setDraft((previous) => ({ ...previous, [key]: value }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft);
  };

  return (
    <form className={dialog.body} onSubmit={submit} noValidate>
      <fieldset className={form.choices} aria-describedby={`${id}-temps`}>
        <legend>Temps en conditions d’examen</legend>
        <p id={`${id}-temps`} className={styles.hint}>
          Pour les candidats qui bénéficient d’un temps majoré à l’examen (tiers-temps, sessions
          adaptées). S’applique aux examens blancs que vous commencez ensuite.
        </p>
        {TEMPS_MAJORE.map((value) => (
          <label key={value} className={form.choice}>
            <input
              type="radio"
              name={`${id}-temps-majore`}
              checked={draft.timeExtension === value}
              onChange={() => change('timeExtension', value)}
            />
            {TEMPS_MAJORE_LABELS[value]}
          </label>
        ))}
      </fieldset>

      <fieldset className={form.choices}>
        <legend>Lecture à voix haute</legend>
        <label className={form.choice}>
          <input
            type="checkbox"
            checked={draft.readAloud}
            onChange={(event) => change('readAloud', event.target.checked)}
          />
          Lire chaque question dès qu’elle s’affiche, comme à l’examen
        </label>
        <div className={form.field}>
          <label htmlFor={`${id}-vitesse`}>Vitesse de lecture</label>
          <select
            id={`${id}-vitesse`}
            value={draft.readingSpeed}
            onChange={(event) =>
              change(
                'readingSpeed',
                VITESSES_LECTURE.find((speed) => speed === event.target.value) ?? 'normale',
              )
            }
          >
            {VITESSES_LECTURE.map((speed) => (
              <option key={speed} value={speed}>
                {VITESSE_LECTURE_LABELS[speed]}
              </option>
            ))}
          </select>
        </div>
      </fieldset>

      <fieldset className={form.choices} aria-describedby={`${id}-ordre`}>
        <legend>Ordre des réponses</legend>
        <p id={`${id}-ordre`} className={styles.hint}>
          Pour retenir la bonne réponse, pas sa place. Les réponses « Oui » et « Non » et les
          valeurs rangées dans l’ordre gardent le leur. S’applique aux séries que vous commencez
          ensuite.
        </p>
        {ORDERS.map(([value, label]) => (
          <label key={value} className={form.choice}>
            <input
              type="radio"
              name={`${id}-ordre-propositions`}
              checked={draft.propositionOrder === value}
              onChange={() => change('propositionOrder', value)}
            />
            {label}
          </label>
        ))}
      </fieldset>

      <fieldset className={form.choices}>
        <legend>Clavier</legend>
        <label className={form.choice}>
          <input
            type="checkbox"
            checked={draft.shortcuts}
            onChange={(event) => change('shortcuts', event.target.checked)}
          />
          Raccourcis à une touche dans les séries (A à D, Entrée, Retour arrière)
        </label>
      </fieldset>

      {save.isError && <p role="alert">{save.error.message}</p>}
      {save.isSuccess && <p role="status">Préférences enregistrées.</p>}
      <div className={styles.actions}>
        <button type="button" className={button.secondary} onClick={onClose}>
          Fermer
        </button>
        <button
          type="submit"
          className={button.primary}
          disabled={save.isPending || readOnly}
          aria-describedby={readOnly ? READ_ONLY_NOTE_ID : undefined}
        >
          Enregistrer
        </button>
      </div>
    </form>
  );
}

import type { TypedNature } from '@prepacode/domain/numeric-natures';
import type { FormEvent } from 'react';
import button from '../../../components/ui/button.module.css';
import { TextField } from '../../../components/ui/text-field';
import type { Question } from '../api/get-question';
import styles from './question-step.module.css';
import own from './typed-answer-field.module.css';
import ui from './ui.module.css';

/** What the field asks, in the unit the learner types it (the unit of the content format). */
const LABELS: Record<TypedNature, string> = {
  cap: 'Votre réponse, en degrés',
  distance: 'Votre réponse, en milles',
  hauteur: 'Votre réponse, en mètres',
  sonde: 'Votre réponse, en mètres',
  heure: 'Votre réponse, une heure',
  duree: 'Votre réponse, en minutes',
  vitesse: 'Votre réponse, en nœuds',
  // A position's hemisphere is the exercise's (`unit`): only the angle is typed.
  latitude: 'Votre réponse, une latitude',
  longitude: 'Votre réponse, une longitude',
  nombre: 'Votre réponse, un nombre',
  mot: 'Votre réponse, en toutes lettres',
};
const HEMISPHERES: Record<string, string> = { N: 'nord', S: 'sud', E: 'est', W: 'ouest' };

const HINTS: Partial<Record<TypedNature, string>> = {
  heure: 'En heures et minutes',
  latitude: 'En degrés et minutes, avec une virgule',
  longitude: 'En degrés et minutes, avec une virgule',
};

/** The hint under the field; a short answer's has no example, which would give a word away. */
const hintOf = (typed: TypedAnswerFieldProps['typed']) =>
  typed.nature === 'mot'
    ? 'Un mot ou quelques mots\u202f; majuscules et accents sont libres'
    : `${HINTS[typed.nature] ?? 'Un nombre, avec une virgule s’il le faut'}, par exemple\u202f: ${typed.example}`;

interface TypedAnswerFieldProps {
  typed: NonNullable<Question['typed']>;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  /** The answer is on its way, or recorded. */
  disabled: boolean;
  /** The server's French reason, when it could not read what was typed. */
  error?: string;
  statementId: string;
}

/**
 * A chart or tide exercise's answer (issue #22): one field in the exercise's unit, read by the
 * server the French way (« 2,35 », « 14 h 35 », « 47 02,5 »), sent with « Valider » or Enter;
 * or an imported bank's short answer (issue #46), a few words.
 */
export function TypedAnswerField({
  typed,
  value,
  onChange,
  onSubmit,
  disabled,
  error,
  statementId,
}: TypedAnswerFieldProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabled && value.trim() !== '') onSubmit();
  };
  return (
    <form className={own.form} onSubmit={submit} aria-describedby={statementId} noValidate>
      <div className={`${styles.actions} ${own.answer}`}>
        <TextField
          label={[LABELS[typed.nature], HEMISPHERES[typed.unit]].filter(Boolean).join(' ')}
          hint={hintOf(typed)}
          error={error}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          readOnly={disabled}
          autoComplete="off"
          spellCheck={false}
          inputMode={typed.nature === 'heure' || typed.nature === 'mot' ? 'text' : 'decimal'}
          maxLength={40}
        />
        <button
          type="submit"
          className={`${button.primary} ${ui.action}`}
          disabled={disabled || value.trim() === ''}
        >
          Valider
        </button>
      </div>
    </form>
  );
}

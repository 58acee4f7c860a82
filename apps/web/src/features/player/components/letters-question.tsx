import { useEffect, useId, useRef, type ReactNode } from 'react';
import button from '../../../components/ui/button.module.css';
import hidden from '../../../components/ui/visually-hidden.module.css';
import type { Question } from '../api/get-question';
import { useAnswerShortcuts } from '../hooks/use-answer-shortcuts';
import { useCountdown } from '../hooks/use-countdown';
import { useLetterSelection } from '../hooks/use-letter-selection';
import { Countdown } from './countdown';
import type { PlayerSettings } from './player-settings';
import { Explanation, PropositionReview } from './proposition-review';
import { PropositionToggles } from './proposition-toggles';
import { QuestionMedia } from './question-media';
import { answersNote, ReadAloud } from './read-aloud';
import readAloud from './read-aloud.module.css';
import styles from './question-step.module.css';
import ui from './ui.module.css';

/** Once corrected (on the room's screen, or on the device): the right letters and whether this learner had them. */
export interface LettersCorrection {
  right: string[];
  correct: boolean;
  explanation: string;
  /** The rule it rests on, where the correction has it (a downloaded series'). */
  reference?: string;
}

interface LettersQuestionProps {
  question: Question;
  /** Seconds the room's clock leaves to answer, null when the instructor paces the session. */
  secondsLeft: number | null;
  secondsAllowed: number | null;
  /** What this learner sent for it, as recorded; null before. */
  given: string[] | null;
  /** The room's screen moved to the correction, or the clock ended, before an answer came. */
  closed: boolean;
  correction: LettersCorrection | null;
  sending: boolean;
  settings: PlayerSettings;
  onSend: (letters: string[]) => void;
  /** Shown in place of the question's picture (a downloaded series' scene, which plays here). */
  media?: ReactNode;
}

/**
 * A question answered by letters whose correction comes from elsewhere than the player's calls:
 * a classroom session's on a learner's phone (issue #43), with the room's clock, corrected when
 * the instructor shows the correction on the room's screen; a downloaded series' (issue #45),
 * corrected on the device. The player's own toggles, keyboard shortcuts and read-aloud.
 */
export function LettersQuestion({
  question,
  secondsLeft,
  secondsAllowed,
  given,
  closed,
  correction,
  sending,
  settings,
  onSend,
  media,
}: LettersQuestionProps) {
  const id = useId();
  const statementId = `${id}-enonce`;
  const hintId = `${id}-aide`;
  const noteId = `${id}-nombre`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const letters = useLetterSelection(question.propositions);
  const { selection, announcement } = letters;
  const open = given === null && !closed && correction === null;
  const remaining = useCountdown(secondsLeft, open && !sending, () => {
    if (selection.length > 0) onSend(selection);
  });
  const canChange = open && !sending && remaining !== 0;

  const toggle = (letter: string) => letters.toggle(letter, canChange);
  const validate = () => {
    if (canChange && selection.length > 0) onSend(selection);
    else if (canChange) letters.announce('Choisissez au moins une réponse avant de valider.');
  };
  useAnswerShortcuts({
    enabled: settings.shortcuts,
    onLetter: toggle,
    onBackspace: () => letters.clear(canChange),
    onEnter: validate,
  });
  // A new question takes the focus, so a screen reader starts from it.
  useEffect(() => headingRef.current?.focus(), []);
  const note = answersNote(question);

  return (
    <article className={styles.card} aria-labelledby={`${id}-titre`} aria-busy={sending}>
      <div className={styles.head}>
        <h2 id={`${id}-titre`} ref={headingRef} tabIndex={-1} className={styles.position}>
          Question {question.position} / {question.total}
        </h2>
        {secondsAllowed !== null && remaining !== null && open && (
          <Countdown remaining={remaining} total={secondsAllowed} />
        )}
        <ReadAloud
          question={question}
          automatic={settings.readAloud}
          rate={settings.speechRate}
          active={open}
        />
      </div>
      {media ??
        (question.media && <QuestionMedia media={question.media} fit={correction === null} />)}
      <p id={statementId} className={styles.statement}>
        {question.statement}
      </p>
      {correction ? (
        <>
          <h3>{correction.correct ? 'Bonne réponse' : 'Mauvaise réponse'}</h3>
          <PropositionReview
            propositions={question.propositions}
            continued={question.statementContinued}
            given={given ?? []}
            correct={correction.right}
          />
          {correction.reference ? (
            <Explanation explanation={correction.explanation} reference={correction.reference} />
          ) : (
            <p>{correction.explanation}</p>
          )}
        </>
      ) : (
        <>
          {note && (
            <p id={noteId} className={readAloud.note}>
              {note}
            </p>
          )}
          <PropositionToggles
            propositions={question.propositions}
            continued={question.statementContinued}
            selection={given ?? selection}
            disabled={!canChange}
            statementId={statementId}
            hintId={note ? `${noteId} ${hintId}` : hintId}
            onToggle={toggle}
          />
          <div className={styles.actions}>
            <button
              type="button"
              className={`${button.primary} ${ui.action}`}
              disabled={!canChange || selection.length === 0}
              onClick={validate}
            >
              Valider
            </button>
          </div>
          <p role="status">
            {given !== null
              ? `Réponse envoyée\u202f: ${given.join(', ')}. La correction vient sur l’écran de la salle.`
              : sending
                ? // Offline, the sending waits for the network and leaves then (TanStack Query).
                  'Envoi de votre réponse…'
                : closed
                  ? 'Cette question ne prend plus de réponse.'
                  : ''}
          </p>
        </>
      )}
      <p id={hintId} className={styles.hint}>
        {settings.shortcuts
          ? 'Touches A à D pour choisir, Entrée pour valider, Retour arrière pour effacer.'
          : 'Choisissez vos réponses puis validez.'}
      </p>
      <p className={hidden.srOnly} aria-live="polite">
        {announcement}
      </p>
    </article>
  );
}

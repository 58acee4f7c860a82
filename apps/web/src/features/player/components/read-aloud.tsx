import { Volume2, VolumeX } from 'lucide-react';
import { useEffect, useEffectEvent, useRef } from 'react';
import button from '../../../components/ui/button.module.css';
import type { Question } from '../api/get-question';
import { useSpeech } from '../hooks/use-speech';
import { splitParts } from './question-parts';
import styles from './read-aloud.module.css';

/** How many answers a statement expects, as the official test says it. */
export function answersNote(question: Question): string | null {
  if (question.severalAnswers === null) return null;
  if (question.severalAnswers) return 'Plusieurs réponses possibles';
  return question.statementContinued === null
    ? 'Une seule réponse'
    : 'Une seule réponse par partie';
}

/** A text said as one sentence: its own final stop kept, one added where it has none. */
const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

/**
 * What is read: position, statement, the picture's (or the scene's) description, how many answers, each
 * proposition with its letter (the second statement of a two-part question before its own).
 */
export function readable(question: Question): string {
  const [first, second] = splitParts(question.propositions, question.statementContinued);
  const say = (letters: typeof first) =>
    letters.map((p) => `Réponse ${p.letter} : ${sentence(p.text)}`);
  const note = answersNote(question);
  return [
    `Question ${question.position} sur ${question.total}.`,
    question.statement,
    question.media?.alt
      ? `${question.scene ? 'Scène' : 'Image'} : ${sentence(question.media.alt)}`
      : '',
    note ? `${note}.` : '',
    ...say(first),
    question.statementContinued ?? '',
    ...say(second),
  ]
    .filter(Boolean)
    .join(' ');
}

export interface ReadAloudProps {
  question: Question;
  /** Read the question as soon as it appears (« Mes préférences »), as the official test does. */
  automatic: boolean;
  /** Speech rate, 1 is normal. */
  rate: number;
  /** False once the answer is sent: the reading stops. */
  active: boolean;
}

/**
 * « Lire la question », or, when the browser cannot read French, a message saying so: a button
 * that silently does nothing would leave the learner waiting.
 */
export function ReadAloud({ question, automatic, rate, active }: ReadAloudProps) {
  const speech = useSpeech(rate);
  const { available } = speech;
  // Once per question: the voices may arrive after the question, not twice.
  const readOnce = useRef(false);
  const read = useEffectEvent(() => speech.speak(readable(question)));
  const stop = useEffectEvent(() => speech.stop());

  useEffect(() => {
    if (!automatic || !available || !active || readOnce.current) return;
    readOnce.current = true;
    read();
  }, [automatic, available, active]);

  useEffect(() => {
    if (!active) stop();
  }, [active]);

  if (!available) {
    return (
      <p className={styles.unavailable} role={automatic ? 'status' : undefined}>
        {'Lecture à voix haute indisponible\u202f: ce navigateur n’a pas de voix française.'}
      </p>
    );
  }
  return (
    <button
      type="button"
      className={`${button.secondary} ${styles.read}`}
      onClick={speech.speaking ? speech.stop : () => speech.speak(readable(question))}
    >
      {speech.speaking ? (
        <VolumeX aria-hidden="true" size={18} />
      ) : (
        <Volume2 aria-hidden="true" size={18} />
      )}
      {speech.speaking ? 'Arrêter la lecture' : 'Lire la question'}
    </button>
  );
}

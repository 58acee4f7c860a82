import { TEMPS_MAJORE_LABELS } from '@prepacode/domain/preferences';
import { Eraser } from 'lucide-react';
import { readTyped } from '@prepacode/domain/numeric-answer';
import type { TypedNature } from '@prepacode/domain/numeric-natures';
import { lazy, Suspense, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import button from '../../../components/ui/button.module.css';
import hidden from '../../../components/ui/visually-hidden.module.css';
import { ApiError } from '../../../lib/api-client';
import { newDeviceId } from '../../../lib/device-id';
import { useCorrection } from '../api/get-reponse';
import type { Question } from '../api/get-question';
import { useSendAnswer, type AnswerInput } from '../api/send-reponse';
import { useAnswerShortcuts } from '../hooks/use-answer-shortcuts';
import { useCountdown } from '../hooks/use-countdown';
import { useLetterSelection } from '../hooks/use-letter-selection';
import { useOnScreen } from '../hooks/use-on-screen';
import { Countdown } from './countdown';
import { CorrectionPanel } from './correction-panel';
import { Problem } from './problem';
import { PropositionReview } from './proposition-review';
import { PropositionToggles } from './proposition-toggles';
import { QuestionMedia } from './question-media';
import { SceneMedia, sceneSource } from './scene-media';
import type { PlayerSettings } from './player-settings';
import { answersNote, ReadAloud } from './read-aloud';
import readAloud from './read-aloud.module.css';
import styles from './question-step.module.css';
import { TypedAnswerField } from './typed-answer-field';
import { TypedReview } from './typed-review';
import ui from './ui.module.css';
import { splitParts } from './question-parts';

// The chart comes with the first chart exercise only (hauturier, issue #22).
const ChartPanel = lazy(async () => ({
  default: (await import('./chart-panel')).ChartPanel,
}));

export interface QuestionStepProps {
  serieId: string;
  question: Question;
  /** The next question is on its way. */
  nextLoading: boolean;
  /** Fetching the next question failed (the answered one stays on screen). */
  nextError: Error | null;
  onNext: () => void;
  /** The server recorded the series' last answer. */
  onAttemptEnded: () => void;
  onShowResults: () => void;
  settings: PlayerSettings;
}

/**
 * One question, from the first look to the sent answer (and, in training, its correction). The
 * player mounts a new one per question, so the selection, the clock and the reading restart.
 */
/** Whether what was typed can be sent: words always, a number once it reads as one. */
const readable = (nature: TypedNature, text: string) =>
  nature === 'mot' ? text.trim() !== '' : readTyped(nature, text) !== null;

export function QuestionStep({
  serieId,
  question,
  nextLoading,
  nextError,
  onNext,
  onAttemptEnded,
  onShowResults,
  settings,
}: QuestionStepProps) {
  const id = useId();
  const statementId = `${id}-enonce`;
  const hintId = `${id}-aide`;
  const noteId = `${id}-nombre`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const letters = useLetterSelection(question.propositions);
  const { selection, announcement } = letters;
  // A chart or tide exercise's typed answer, as the learner types it.
  const [text, setText] = useState('');
  const training = question.parcours === 'entrainement';
  const send = useSendAnswer();
  // This tab's answer to this question: sent again (« Réessayer »), it counts once.
  const [key] = useState(newDeviceId);
  const correction = useCorrection(serieId, question.id, training && send.isSuccess);
  // One answer per question: a second Enter or the clock must not send it twice.
  const sending = useRef(false);

  const answering = send.isIdle || send.isError;
  const { typed } = question;
  // What the learner has given so far: sent by « Valider », or by the clock when time is up
  // (a typed value the server could not read then goes as none).
  const current = (): AnswerInput['answer'] =>
    typed ? { typed: readable(typed.nature, text) ? text : '' } : { letters: selection };
  const submit = (answer: AnswerInput['answer']) => {
    if (sending.current || !answering) return;
    sending.current = true;
    send.mutate(
      { serieId, questionId: question.id, answer, key },
      {
        onSuccess: (receipt) => {
          if (receipt.ended) onAttemptEnded();
          if (training) return;
          if (receipt.ended) onShowResults();
          else onNext();
        },
        onError: (error) => {
          sending.current = false;
          // The attempt moved on elsewhere (another tab or device): show where it stands now.
          if (error instanceof ApiError && error.status === 409) onNext();
        },
      },
    );
  };

  // From when the question is on screen, and the time the server says is left then: a reload
  // does not give the time back.
  const screen = useOnScreen(serieId, question);
  const remaining = useCountdown(screen.timeLeft, answering && screen.clockReady, () =>
    submit(current()),
  );
  // The whole exam's clock, when it has one: at 0 the selection goes, and the server closes it.
  const examRemaining = useCountdown(question.examTime?.left ?? null, answering, () =>
    submit(current()),
  );
  const timeUp = remaining === 0 || examRemaining === 0;
  const canChange = answering && !timeUp && screen.onScreen;
  // Another tab may have answered this question and gone further: the server's last correction
  // is then another question's, and this one is behind the attempt.
  const overtaken = correction.data !== undefined && correction.data.questionId !== question.id;
  const shown = overtaken ? undefined : correction.data;
  const catchUp = useEffectEvent(onNext);
  useEffect(() => {
    if (overtaken) catchUp();
  }, [overtaken]);

  const toggle = (letter: string) => letters.toggle(letter, canChange);
  const clear = () => letters.clear(canChange);
  const note = answersNote(question);
  // Issue #40: in training, a two-part question with a part left blank is said before it is
  // marked; « Valider » again marks it as it is. Exam conditions keep the real test's rule.
  const [partWarning, setPartWarning] = useState<string | null>(null);
  const blankPart = (): string | null => {
    if (!training || question.statementContinued === null) return null;
    const parts = splitParts(question.propositions, question.statementContinued);
    const blank = parts.findIndex((part) => !part.some((p) => selection.includes(p.letter)));
    return blank < 0 ? null : `Vous n’avez pas répondu à la ${blank === 0 ? '1re' : '2e'} partie.`;
  };
  const validate = () => {
    const blank = blankPart();
    if (blank !== null && blank !== partWarning) {
      setPartWarning(blank);
      return;
    }
    submit({ letters: selection });
  };
  const warning = partWarning !== null && partWarning === blankPart() ? partWarning : null;
  const continueAfterCorrection = () => {
    if (shown?.ended) onShowResults();
    else onNext();
  };

  useAnswerShortcuts({
    enabled: settings.shortcuts,
    onLetter: toggle,
    onBackspace: clear,
    onEnter: () => {
      if (shown) continueAfterCorrection();
      else if (typed && text.trim() !== '') submit({ typed: text });
      else if (selection.length > 0) validate();
      else if (canChange)
        letters.announce(
          typed
            ? 'Écrivez votre réponse avant de valider.'
            : 'Choisissez au moins une réponse avant de valider.',
        );
    },
  });

  // A new question takes the focus, so a screen reader starts from it.
  useEffect(() => headingRef.current?.focus(), []);

  // The next question's picture, or scene, is in the browser's cache before the learner gets
  // there (media are cached for good under the hash of their bytes).
  const { nextMediaUrl, nextScene } = question;
  useEffect(() => {
    if (nextMediaUrl) new Image().src = nextMediaUrl;
    if (nextScene) void fetch(sceneSource(nextScene), { priority: 'low' }).catch(() => undefined);
  }, [nextMediaUrl, nextScene]);

  // What failed, if anything: the answer, its correction, or the question after it.
  // What the server could not read of a typed answer is said at the field, to be corrected.
  const unreadable =
    typed && send.error instanceof ApiError && send.error.status === 400 ? send.error : null;
  const problem =
    (unreadable ? null : send.error) ?? correction.error ?? (send.isSuccess ? nextError : null);
  const retry = () => {
    if (send.isError) submit(current());
    else if (correction.isError) void correction.refetch();
    else onNext();
  };

  return (
    <article
      className={styles.card}
      aria-labelledby={`${id}-titre`}
      aria-busy={send.isPending || !screen.onScreen}
      // Until its picture is there, the question shows nothing of itself (its clock waits).
      data-waiting={screen.onScreen ? undefined : ''}
      // A wide screen puts the chart beside the question (question-step.module.css).
      data-chart={question.chart ? '' : undefined}
    >
      <div className={styles.head}>
        <h2 id={`${id}-titre`} ref={headingRef} tabIndex={-1} className={styles.position}>
          Question {question.position} / {question.total}
        </h2>
        {/* The clock beside the question's number: it takes no line of its own (issue #40). */}
        {question.timeLimit !== null && remaining !== null && (
          <Countdown remaining={remaining} total={question.timeLimit} />
        )}
        {question.examTime && examRemaining !== null && (
          <Countdown remaining={examRemaining} total={question.examTime.limit} wholeExam />
        )}
        <ReadAloud
          question={question}
          automatic={settings.readAloud}
          rate={settings.speechRate}
          active={answering && screen.onScreen}
        />
      </div>
      <div
        role="progressbar"
        aria-label="Progression dans la série"
        aria-valuemin={1}
        aria-valuemax={question.total}
        aria-valuenow={question.position}
        aria-valuetext={`Question ${question.position} sur ${question.total}`}
        className={styles.progress}
      >
        <span style={{ width: `${(question.position / question.total) * 100}%` }} />
      </div>

      {question.timeExtension && (
        <p className={readAloud.extension}>{TEMPS_MAJORE_LABELS[question.timeExtension]}</p>
      )}

      {/* An exercise is read first, then worked on the chart; a picture comes before its question. */}
      {!question.chart && question.scene && question.media ? (
        <SceneMedia
          scene={question.scene}
          description={question.media.alt}
          still={question.media.url}
          replay={training}
          fit={!shown}
          onEnded={screen.markShown}
        />
      ) : (
        !question.chart &&
        question.media && (
          <QuestionMedia media={question.media} fit={!shown} onReady={screen.markShown} />
        )
      )}
      <p id={statementId} className={styles.statement}>
        {question.statement}
      </p>
      {question.chart && (
        <div className={styles.chart}>
          <Suspense fallback={<p className={styles.chartLoading}>Chargement de la carte…</p>}>
            <ChartPanel key={question.chart.url} carte={question.chart} fit={!shown} />
          </Suspense>
        </div>
      )}

      {shown?.typed ? (
        <TypedReview typed={shown.typed} />
      ) : typed && !shown ? (
        <TypedAnswerField
          typed={typed}
          value={text}
          onChange={(value) => {
            setText(value);
            // The reason given for the last value no longer applies to this one.
            if (unreadable) send.reset();
          }}
          onSubmit={() => submit({ typed: text })}
          disabled={!canChange || send.isPending}
          error={unreadable?.message}
          statementId={statementId}
        />
      ) : shown ? (
        <PropositionReview
          propositions={question.propositions}
          continued={question.statementContinued}
          given={shown.given}
          correct={shown.correct}
        />
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
            selection={selection}
            disabled={!canChange}
            statementId={statementId}
            hintId={note ? `${noteId} ${hintId}` : hintId}
            onToggle={toggle}
          />
          {warning && (
            <p role="alert" className={styles.warning}>
              {warning} Choisissez-y une réponse, ou validez à nouveau pour la laisser sans réponse.
            </p>
          )}
          <div className={styles.actions}>
            <button
              type="button"
              className={`${button.primary} ${ui.action}`}
              disabled={!answering || selection.length === 0}
              onClick={validate}
            >
              Valider
            </button>
            <button
              type="button"
              className={`${button.secondary} ${styles.clear}`}
              disabled={!canChange || selection.length === 0}
              onClick={clear}
            >
              <Eraser aria-hidden="true" size={18} />
              Effacer
            </button>
          </div>
          <p id={hintId} className={styles.hint}>
            {settings.shortcuts
              ? 'Au clavier : touches A à D pour choisir, Entrée pour valider, Retour arrière pour effacer.'
              : 'Au clavier : Tab pour aller d’une réponse à l’autre, Entrée ou Espace pour la choisir.'}
          </p>
        </>
      )}

      {problem && <Problem error={problem} onRetry={retry} />}

      {shown && (
        <CorrectionPanel
          correction={shown}
          serieId={serieId}
          nextLoading={nextLoading}
          onContinue={continueAfterCorrection}
        />
      )}

      <p aria-live="polite" className={hidden.srOnly}>
        {announcement}
      </p>
    </article>
  );
}

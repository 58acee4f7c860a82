import type { ClassroomStaffView } from '@prepacode/domain/contracts/classroom.contract';
import { Check, Timer } from 'lucide-react';
import { useId } from 'react';
import hidden from '../../../../components/ui/visually-hidden.module.css';
import { toLettersQuestion } from '../../../player/api/get-question';
import { useCountdown } from '../../../player/hooks/use-countdown';
import { QuestionMedia } from '../../../player/components/question-media';
import { SceneMedia } from '../../../player/components/scene-media';
import { AnswerChart } from './answer-chart';
import { JoinCode } from './join-code';
import { ResultsPanel } from './results-panel';
import styles from './room-stage.module.css';

/** « 12 / 25 réponses »: who answered the question shown, of who is in the room. */
export const answeredCount = (view: ClassroomStaffView) =>
  `${view.reponses} / ${view.participants} réponse${view.participants > 1 ? 's' : ''}`;

/** The room's clock: the seconds the server said were left, counted down here. */
function RoomClock({ seconds }: { seconds: number }) {
  const remaining = useCountdown(seconds, true, () => undefined) ?? 0;
  return (
    <p className={`${styles.clock} ${remaining <= 5 ? styles.urgent : ''}`}>
      <Timer aria-hidden="true" />
      <span role="timer" aria-label="Temps restant">
        {remaining === 0 ? 'Temps écoulé' : `${remaining} s`}
      </span>
    </p>
  );
}

/** The question as the room sees it: nothing marked right before « Correction ». */
function StageQuestion({ view }: { view: ClassroomStaffView }) {
  const id = useId();
  if (!view.question) return null;
  const question = toLettersQuestion(view.question, view.position, view.nb_questions);
  const right = view.correction?.bonnes ?? [];
  return (
    <article className={styles.question} aria-labelledby={id}>
      <div className={styles.head}>
        <h2 id={id} className={styles.position}>
          Question {view.position} / {view.nb_questions}
        </h2>
        {view.phase === 'question' && view.secondes !== null && (
          // A new question is a new clock.
          <RoomClock key={view.position} seconds={view.secondes} />
        )}
        <p className={styles.count} aria-live="polite">
          {answeredCount(view)}
        </p>
      </div>
      <div className={question.media ? `${styles.body} ${styles.withMedia}` : styles.body}>
        {question.media &&
          (question.scene && view.phase === 'question' ? (
            <SceneMedia
              key={view.position}
              scene={question.scene}
              description={question.media.alt}
              still={question.media.url}
              replay
              fit={false}
              onEnded={() => undefined}
            />
          ) : (
            <QuestionMedia media={question.media} />
          ))}
        <div>
          <p className={styles.statement}>{question.statement}</p>
          {question.statementContinued && (
            <p className={styles.statement}>{question.statementContinued}</p>
          )}
          <ul className={styles.propositions}>
            {question.propositions.map((proposition) => {
              const good = right.includes(proposition.letter);
              return (
                <li key={proposition.letter} className={good ? styles.right : undefined}>
                  <span className={styles.letter} aria-hidden="true">
                    {proposition.letter}
                  </span>
                  <span>
                    <span className={hidden.srOnly}>{proposition.letter}. </span>
                    {proposition.text}
                  </span>
                  {good && (
                    <span className={styles.mark}>
                      <Check aria-hidden="true" /> Bonne réponse
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      {view.correction && (
        <div className={styles.correction}>
          <AnswerChart correction={view.correction} participants={view.participants} />
          <p className={styles.explanation}>{view.correction.explication}</p>
        </div>
      )}
    </article>
  );
}

/**
 * What the room sees at each phase (issue #43, point 2): the code to join while it gathers, the
 * question and its clock, its correction with how the room answered, then the group's results.
 * Shared by the projected screen and the instructor's page; neither names a learner here.
 */
export function RoomStage({ view, joinUrl }: { view: ClassroomStaffView; joinUrl: string }) {
  if (view.phase === 'terminee')
    return view.resultats ? (
      <ResultsPanel results={view.resultats} nbQuestions={view.nb_questions} />
    ) : null;
  if (view.phase === 'attente')
    return (
      <div className={styles.waiting}>
        {view.code && <JoinCode code={view.code} joinUrl={joinUrl} />}
        <p className={styles.count} aria-live="polite">
          {view.participants === 0
            ? 'Personne n’a encore rejoint la séance.'
            : `${view.participants} élève${view.participants > 1 ? 's ont' : ' a'} rejoint la séance.`}
        </p>
      </div>
    );
  return (
    <>
      <StageQuestion view={view} />
      {view.code && (
        <p className={styles.lateCode}>
          Code de la séance{'\u202f'}: <strong>{view.code}</strong>
        </p>
      )}
    </>
  );
}

import { serieParamsSchema } from '@prepacode/domain/contracts/series.contract';
import { Navigate, useNavigate } from 'react-router';
import { useQuestion } from '../api/get-question';
import { useResume } from '../api/get-resume';
import { DEFAULT_PLAYER_SETTINGS, type PlayerSettings } from './player-settings';
import { Problem, SeriesNotFound, hasStatus } from './problem';
import { PlayerFrame } from './player-frame';
import { QuestionStep } from './question-step';
import styles from './player.module.css';

export interface PlayerProps {
  serieId: string;
  /** The server recorded the series' last answer: whatever lists attempts must refresh. */
  onAttemptEnded: () => void;
  /** The brand's icon, for the brands that show one in the player (spec §2); null otherwise. */
  brandIcon?: string | null;
  /** The learner's read-aloud and keyboard settings (« Mes préférences »). */
  settings?: PlayerSettings;
}

/**
 * The player (spec §2 « player »), full screen. The server says where the attempt stands, so a
 * reload or another device resumes at the question the learner left; an ended attempt opens
 * its results.
 */
export function Player({
  serieId,
  onAttemptEnded,
  brandIcon = null,
  settings = DEFAULT_PLAYER_SETTINGS,
}: PlayerProps) {
  const navigate = useNavigate();
  const valid = serieParamsSchema.safeParse({ id: serieId }).success;
  const resume = useResume(serieId, valid);
  const question = useQuestion(serieId, resume.data?.ended === false);
  const resultsPath = `/correction/${serieId}`;

  const endedMeanwhile = hasStatus(question.error, 409) && question.error.code === 'serie_terminee';
  if (resume.data?.ended || endedMeanwhile) {
    return <Navigate to={resultsPath} replace />;
  }

  const parcours = resume.data?.parcours;
  const failed = resume.error ?? (question.data ? null : question.error);
  let content;
  if (!valid || hasStatus(failed, 404)) content = <SeriesNotFound />;
  else if (failed) {
    content = (
      <Problem
        error={failed}
        onRetry={() => void (resume.error ? resume.refetch() : question.refetch())}
      />
    );
  } else if (!question.data) {
    content = (
      <p role="status" className={styles.status}>
        Chargement de la question…
      </p>
    );
  } else {
    content = (
      <QuestionStep
        key={`${question.data.position}-${question.data.id}`}
        serieId={serieId}
        question={question.data}
        nextLoading={question.isFetching}
        nextError={question.error}
        onNext={() => void question.refetch()}
        onAttemptEnded={onAttemptEnded}
        onShowResults={() => void navigate(resultsPath, { replace: true })}
        settings={settings}
      />
    );
  }

  return (
    <PlayerFrame
      title={resume.data?.label ?? 'Série de questions'}
      mode={parcours ? (parcours === 'examen' ? 'Mode examen' : 'Mode entraînement') : null}
      brandIcon={brandIcon}
    >
      {content}
    </PlayerFrame>
  );
}

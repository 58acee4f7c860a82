import type { QuestionHorsConnexion } from '@prepacode/domain/contracts/offline.contract';
import { isRightAnswer } from '@prepacode/domain/series';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import button from '../../../components/ui/button.module.css';
import { newDeviceId } from '../../../lib/device-id';
import { toLettersQuestion } from '../api/get-question';
import { LettersQuestion } from '../components/letters-question';
import { PlayerFrame } from '../components/player-frame';
import { SceneMedia } from '../components/scene-media';
import { DEFAULT_PLAYER_SETTINGS, type PlayerSettings } from '../components/player-settings';
import styles from '../components/player.module.css';
import { recordAnswer, type DownloadedSerie, type OfflineAnswer } from './offline-db';
import { OfflineResults } from './offline-results';
import { flushOutbox, refreshOutbox, requestBackgroundSend } from './outbox';
import { downloadedKeys, useDownloadedSerie } from './use-downloaded';

/**
 * A downloaded series played on the device (issue #45): each question as the player asks it,
 * marked at once from the downloaded correction; each answer kept in the device's store and
 * sent when the network allows, once (outbox.ts). Needs no network and no sign-in check, so the
 * page opens offline; its answers go with the session when it comes back.
 */
export function OfflinePlayer({
  serieId,
  brandIcon = null,
  settings = DEFAULT_PLAYER_SETTINGS,
}: {
  serieId: number;
  brandIcon?: string | null;
  settings?: PlayerSettings;
}) {
  const { serie } = useDownloadedSerie(serieId);
  const data = serie.data;
  let content;
  if (serie.isPending) content = <p role="status">Chargement de la série…</p>;
  else if (!data) {
    content = (
      <div>
        <h2>Série introuvable sur cet appareil</h2>
        <p>Cette série n’est pas téléchargée ici, ou elle a été supprimée.</p>
        <Link to="/dashboard">Retour au tableau de bord</Link>
      </div>
    );
  } else content = <OfflineSteps serie={data} settings={settings} />;
  return (
    <PlayerFrame
      title={data?.data.libelle ?? 'Série téléchargée'}
      mode="Série téléchargée"
      brandIcon={brandIcon}
    >
      {content}
    </PlayerFrame>
  );
}

/** An answer given now on the device, marked from the downloaded correction. */
function answerOf(
  serie: number,
  question: QuestionHorsConnexion,
  position: number,
  letters: string[],
): OfflineAnswer {
  const given = [...letters].sort();
  return {
    key: newDeviceId(),
    serie,
    questionId: question.identifiant,
    position,
    answer: { letters: given },
    at: Date.now(),
    right: isRightAnswer(given, question.correctes),
  };
}

function OfflineSteps({ serie, settings }: { serie: DownloadedSerie; settings: PlayerSettings }) {
  const queryClient = useQueryClient();
  const { questions, total } = serie.data;
  // The question on screen: the first not answered on the device, or the one just answered
  // (its correction shows until « Question suivante »).
  const [shownId, setShownId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const next = questions.find((q) => serie.answers[q.identifiant] === undefined);
  const question = questions.find((q) => q.identifiant === shownId) ?? next;
  if (!question) return <OfflineResults serie={serie} />;

  const answered = serie.answers[question.identifiant];
  const position = serie.data.repondues + questions.indexOf(question) + 1;
  const send = async (letters: string[]) => {
    setSending(true);
    await recordAnswer(answerOf(serie.id, question, position, letters));
    // The store read again first, so the question shows its correction at once rather than one
    // frame unanswered.
    await queryClient.invalidateQueries({ queryKey: downloadedKeys.all });
    setShownId(question.identifiant);
    setSending(false);
    await refreshOutbox();
    // Online, it goes now; else when the network returns (Background Sync, `online`, a load).
    void requestBackgroundSend();
    void flushOutbox();
  };
  const asked = toLettersQuestion(question, position, total);
  const given =
    answered?.answer && 'letters' in answered.answer ? [...answered.answer.letters] : null;

  return (
    <>
      <LettersQuestion
        key={question.identifiant}
        question={asked}
        secondsLeft={null}
        secondsAllowed={null}
        given={given}
        closed={false}
        correction={
          answered
            ? {
                right: question.correctes,
                correct: answered.right,
                explanation: question.explication,
                reference: question.reference,
              }
            : null
        }
        sending={sending}
        settings={settings}
        onSend={(letters) => void send(letters)}
        media={
          asked.scene &&
          asked.media && (
            <SceneMedia
              scene={asked.scene}
              description={asked.media.alt}
              still={asked.media.url}
              replay
              fit={!answered}
              onEnded={() => undefined}
            />
          )
        }
      />
      {answered && (
        <p className={styles.status}>
          <button type="button" className={button.primary} onClick={() => setShownId(null)}>
            {next === undefined ? 'Voir mon score' : 'Question suivante'}
          </button>
        </p>
      )}
    </>
  );
}

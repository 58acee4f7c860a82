import { QUESTION_SECONDS } from '@prepacode/domain/series';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Main } from '../../components/ui/main';
import { sessionQuery } from '../../features/classroom/api/get-session';
import { useSendReply } from '../../features/classroom/api/send-reply';
import { useSessionStream } from '../../features/classroom/api/use-session-stream';
import { JoinForm } from '../../features/classroom/components/join-form';
import { PhoneSession } from '../../features/classroom/components/phone-session';
import { toLettersQuestion } from '../../features/player/api/get-question';
import { LettersQuestion } from '../../features/player/components/letters-question';
import { classroomLoader } from '../guards';
import { queryClient } from '../query-client';
import { usePlayerSettings } from '../use-player-settings';

/**
 * /salle/:salle's guard, then the room as it stands, read before the page shows (as the school
 * space's pages read theirs): the page's `useSuspenseQuery` then has its data, and a session that
 * is over or unknown is the page's error at once.
 */
export async function classroomSessionLoader(args: LoaderFunctionArgs) {
  const guard = await classroomLoader(args);
  if (guard) return guard;
  await queryClient.ensureQueryData(sessionQuery(args.params['salle'] ?? ''));
  return null;
}

/** /salle: « Code de la séance », typed from the room's screen (issue #43, point 3). */
export function ClassroomJoinRoute() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return (
    <Main>
      <h1>Rejoindre une séance en salle</h1>
      <p>Votre moniteur affiche le code de la séance sur l’écran de la salle.</p>
      <JoinForm
        initialCode={search.get('code') ?? undefined}
        onJoined={(session) =>
          void navigate(`/salle/${encodeURIComponent(session)}`, { replace: true })
        }
      />
    </Main>
  );
}

/** /salle/:salle: the session on the phone, following the room step by step. */
export function ClassroomSessionRoute() {
  const { salle = '' } = useParams();
  const { data: view } = useSuspenseQuery(sessionQuery(salle));
  const connected = useSessionStream(salle);
  const reply = useSendReply();
  const settings = usePlayerSettings();
  const correction = view.correction;
  return (
    <Main>
      <PhoneSession
        view={view}
        connected={connected}
        question={
          view.question && (
            <LettersQuestion
              // A new question is a new screen: its selection and its focus start afresh.
              key={view.position}
              question={toLettersQuestion(view.question, view.position, view.nb_questions)}
              secondsLeft={view.secondes}
              secondsAllowed={view.secondes === null ? null : QUESTION_SECONDS}
              given={view.ma_reponse}
              closed={
                view.phase !== 'question' ||
                (reply.data?.late === true && reply.variables?.position === view.position)
              }
              correction={
                correction
                  ? {
                      right: correction.bonnes,
                      correct: correction.juste,
                      explanation: correction.explication,
                    }
                  : null
              }
              sending={reply.isPending}
              settings={settings}
              onSend={(letters) =>
                reply.mutate({ session: salle, position: view.position, letters })
              }
            />
          )
        }
      />
    </Main>
  );
}

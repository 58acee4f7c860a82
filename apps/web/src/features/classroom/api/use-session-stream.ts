import { useQueryClient } from '@tanstack/react-query';
import { useEventStream } from '../../../lib/use-event-stream';
import { classroomKeys } from './keys';

/**
 * Follows the session's stream: each step the room takes reads the phone's view again (a
 * phone's stream hears only the steps, not every answer counted). Says whether it is connected.
 */
export function useSessionStream(session: string): boolean {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: classroomKeys.session(session) });
  return useEventStream(`/api/salle/${encodeURIComponent(session)}/flux`, 'etat', {
    onEvent: refresh,
    onOpen: refresh,
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { backendUrl } from '../../../lib/api-client';
import { classroomKeys } from './keys';

/**
 * Follows the session's stream (Server-Sent Events): each step the room takes reads the view
 * again. `EventSource` reconnects by itself after a lost network or a node gone, and the view is
 * read again then, so a phone back after 30 s is on the current question. Says whether the
 * stream is connected, for the page to tell the learner when it is not.
 */
export function useSessionStream(session: string): boolean {
  const client = useQueryClient();
  const [connected, setConnected] = useState(true);
  useEffect(() => {
    const source = new EventSource(backendUrl(`/api/salle/${encodeURIComponent(session)}/flux`), {
      withCredentials: true,
    });
    const refresh = () =>
      void client.invalidateQueries({ queryKey: classroomKeys.session(session) });
    source.addEventListener('etat', refresh);
    source.addEventListener('open', () => {
      setConnected(true);
      refresh();
    });
    source.addEventListener('error', () => setConnected(source.readyState === EventSource.OPEN));
    return () => source.close();
  }, [client, session]);
  return connected;
}

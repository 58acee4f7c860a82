import { useEffect, useRef, useState } from 'react';
import { backendUrl } from './api-client';

interface StreamHandlers {
  /** Each event of that name, with its data as sent. */
  onEvent: (data: string) => void;
  /** The stream is (again) connected: what happened while it was not must be read again. */
  onOpen: () => void;
}

/**
 * Follows a Server-Sent Events stream of the server (a classroom session's, issue #43).
 * `EventSource` reconnects by itself after a lost network or a node gone, and `onOpen` runs
 * again then, so a screen back after 30 s reads where the room is. Says whether the stream is
 * connected, for the page to tell when it is not. The handlers may change at each render
 * without reconnecting.
 */
export function useEventStream(path: string, event: string, handlers: StreamHandlers): boolean {
  const [connected, setConnected] = useState(true);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const source = new EventSource(backendUrl(path), { withCredentials: true });
    source.addEventListener(event, (message) => latest.current.onEvent(String(message.data)));
    source.addEventListener('open', () => {
      setConnected(true);
      latest.current.onOpen();
    });
    source.addEventListener('error', () => setConnected(source.readyState === EventSource.OPEN));
    return () => source.close();
  }, [path, event]);
  return connected;
}

import { useEffect, useRef, useState } from 'react';
import { backendUrl } from './api-client';

interface StreamHandlers {
  /** Each event of that name, with its data as sent. */
  onEvent: (data: string) => void;
  /** The stream is (again) connected: what happened while it was not must be read again. */
  onOpen: () => void;
}

/** How long a refused stream waits before it is opened again. */
const RETRY_MS = 3_000;

/**
 * Follows a Server-Sent Events stream of the server (a classroom session's, issue #43), and
 * says whether it is connected, for the page to tell when it is not. `EventSource` reconnects
 * by itself after a cut connection or a node gone; this hook also after a refusal, and at once
 * when the device is back on the network. `onOpen` runs at each (re)connection, so a screen back
 * after 30 s reads where the room is. The handlers may change at each render without
 * reconnecting.
 */
export function useEventStream(path: string, event: string, handlers: StreamHandlers): boolean {
  const [connected, setConnected] = useState(() => navigator.onLine);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      clearTimeout(retry);
      source?.close();
      const current = new EventSource(backendUrl(path), { withCredentials: true });
      source = current;
      current.addEventListener(event, (message) => latest.current.onEvent(String(message.data)));
      current.addEventListener('open', () => {
        setConnected(true);
        latest.current.onOpen();
      });
      current.addEventListener('error', () => {
        setConnected(current.readyState === EventSource.OPEN);
        // The browser retries a cut connection by itself, never a refused one (an error status,
        // as a proxy answers while every node restarts): this page tries again after a pause.
        if (current.readyState === EventSource.CLOSED) retry = setTimeout(connect, RETRY_MS);
      });
    };
    // A stream that lived through an outage may be dead without knowing it, or waiting out
    // the browser's back-off: back on the network, a new one is opened at once.
    const offline = () => setConnected(false);
    connect();
    window.addEventListener('offline', offline);
    window.addEventListener('online', connect);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', connect);
      clearTimeout(retry);
      source?.close();
    };
  }, [path, event]);
  return connected;
}

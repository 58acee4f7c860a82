import { useSyncExternalStore } from 'react';
import { ApiError } from '../../../lib/api-client';
import { sendAnswer } from '../api/send-reponse';
import { SEND_ANSWERS, OFFLINE_MEDIA_CACHE } from '../../../../sw/messages';
import { plural } from '../../../lib/format';
import {
  clearDevice,
  markRefused,
  markSent,
  pendingAnswers,
  type OfflineAnswer,
} from './offline-db';

// The answers given on the device go to the server from here, once each (issue #45): each
// carries its device id, so a flush cut in the middle, two tabs flushing at once or an answer
// already sent by the player count once.

/** What the outbox holds: answers to send, and those the server refused (with its reason). */
export interface OutboxState {
  pending: number;
  refused: OfflineAnswer[];
}

let state: OutboxState = { pending: 0, refused: [] };
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Reads the outbox again and tells whoever shows it. */
export async function refreshOutbox(): Promise<OutboxState> {
  const answers = await pendingAnswers();
  const refused = answers.filter((answer) => answer.refused !== undefined);
  state = { pending: answers.length - refused.length, refused };
  for (const listener of listeners) listener();
  return state;
}

export const useOutbox = (): OutboxState => useSyncExternalStore(subscribe, () => state);

let flushing: Promise<void> | null = null;
const sentListeners = new Set<() => void>();

/** Called after a flush that sent something: what the server counts has changed. */
export function onAnswersSent(listener: () => void): () => void {
  sentListeners.add(listener);
  return () => void sentListeners.delete(listener);
}

/**
 * Sends the outbox, in order, until it is empty or the network fails (then the next `online`,
 * page load or Background Sync tries again). A refusal (the series ended elsewhere, the
 * inscription closed) keeps the answer with the server's French reason and goes on.
 */
export function flushOutbox(): Promise<void> {
  // With no network at all, nothing to try: the `online` event comes back here.
  if (!navigator.onLine) return refreshOutbox().then(() => undefined);
  flushing ??= send().finally(() => (flushing = null));
  return flushing;
}

async function send(): Promise<void> {
  let sent = 0;
  for (const answer of await pendingAnswers()) {
    if (answer.refused !== undefined) continue;
    try {
      const receipt = await sendAnswer({
        serieId: String(answer.serie),
        questionId: answer.questionId,
        answer: answer.answer,
        key: answer.key,
        at: answer.at,
      });
      await markSent(answer, receipt.ended);
      sent += 1;
    } catch (error) {
      // No network, or a server that failed: the rest waits for the next try, in order.
      if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) break;
      await markRefused(answer, error.message);
    }
  }
  await refreshOutbox();
  if (sent > 0) for (const listener of sentListeners) listener();
}

/** Background Sync's part of a registration, where the browser has it (Chromium). */
interface WithSync {
  sync: { register: (tag: string) => Promise<void> };
}
const hasSync = (registration: object): registration is WithSync => 'sync' in registration;

/** Asks the browser to wake the service worker when the network returns (Background Sync). */
export async function requestBackgroundSend(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  if (registration && hasSync(registration)) {
    await registration.sync.register(SEND_ANSWERS).catch(() => undefined);
  }
}

/**
 * Sends what waits now, then on every return of the network and whenever the service worker
 * relays a Background Sync: started once per page load, after the first paint.
 */
export function startSending(): void {
  void flushOutbox();
  addEventListener('online', () => void flushOutbox());
  // Service workers exist on secure pages only (a school may open the app over plain HTTP).
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === SEND_ANSWERS) void flushOutbox();
  });
}

/**
 * At sign-out: the answers still on the device go first, then the device forgets the series
 * and their media, so that the next person to sign in on it sees none of them. With answers the
 * network could not take, nothing is forgotten and the sign-out waits (its French reason).
 */
export async function leaveDevice(): Promise<void> {
  let pending: number;
  try {
    await flushOutbox();
    ({ pending } = await refreshOutbox());
  } catch {
    // A browser that gives this page no IndexedDB (some private modes) kept nothing.
    return;
  }
  if (pending > 0) {
    throw new Error(
      `${plural(pending, 'réponse')} de vos séries téléchargées ${pending > 1 ? 'attendent' : 'attend'} encore le réseau : reconnectez-vous avant de vous déconnecter.`,
    );
  }
  await clearDevice();
  if ('caches' in window) await caches.delete(OFFLINE_MEDIA_CACHE);
  await refreshOutbox();
}

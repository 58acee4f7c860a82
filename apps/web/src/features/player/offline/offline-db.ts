import type { SerieHorsConnexion } from '@prepacode/domain/contracts/offline.contract';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { AnswerInput } from '../api/send-reponse';

// The device's store of downloaded series and of answers not yet sent (issue #45, ADR 0035):
// IndexedDB, which outlives a reload, a closed tab and the network, through `idb`.

/** An answer given on this device, kept until the server has it. */
export interface OfflineAnswer {
  /** The id made on the device (`id_reponse`): sent again, the server counts it once. */
  key: string;
  serie: number;
  questionId: string;
  /** 1-based: the server takes a series' answers in order. */
  position: number;
  answer: AnswerInput['answer'];
  /** When it was given (ms), sent as `repondu_le`. */
  at: number;
  /** Marked on the device from the downloaded correction. */
  right: boolean;
  /** The server's French reason when it refused it; such an answer is kept, not resent. */
  refused?: string;
}

/** A series downloaded to be played with no network. */
export interface DownloadedSerie {
  id: number;
  data: SerieHorsConnexion;
  savedAt: number;
  /** What it takes on the device: its questions and its media. */
  bytes: number;
  /** The media's addresses, in the media cache (sw/messages.ts). */
  media: string[];
  /** The answers given on this device, by question id (the first one wins: two tabs). */
  answers: Record<string, OfflineAnswer>;
  /** The server has every answer, and counted the series' last. */
  confirmed: boolean;
}

interface OfflineSchema extends DBSchema {
  series: { key: number; value: DownloadedSerie };
  outbox: { key: string; value: OfflineAnswer };
}

const NAME = 'prepacode-hors-connexion';
let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;
const db = () =>
  (opened ??= openDB<OfflineSchema>(NAME, 1, {
    upgrade(database) {
      database.createObjectStore('series', { keyPath: 'id' });
      database.createObjectStore('outbox', { keyPath: 'key' });
    },
  }));

/**
 * Whether the device holds the store. Opening it creates it, so reads ask first: else every
 * dashboard, which lists the kept series, would make an empty store for a learner who never kept
 * one, and spend 36 ms of a throttled phone's main thread after its first paint opening it
 * (bench/CHANGELOG.md, session 66). A browser that cannot list its databases (Firefox before
 * 126) opens it as before.
 */
async function kept(): Promise<boolean> {
  if (opened || typeof indexedDB.databases !== 'function') return true;
  return (await indexedDB.databases()).some((database) => database.name === NAME);
}

/** A read of the store, or `none` on a device that holds no store. */
const read = async <T>(none: T, reading: (store: IDBPDatabase<OfflineSchema>) => Promise<T>) =>
  (await kept()) ? reading(await db()) : none;

export const listSeries = (): Promise<DownloadedSerie[]> =>
  read([], async (store) => (await store.getAll('series')).sort((a, b) => b.savedAt - a.savedAt));

export const getSerie = (id: number): Promise<DownloadedSerie | undefined> =>
  read(undefined, (store) => store.get('series', id));

export async function saveSerie(serie: DownloadedSerie): Promise<void> {
  await (await db()).put('series', serie);
}

/** Removes a series' questions from the device; its answers not sent yet stay in the outbox. */
export async function deleteSerie(id: number): Promise<void> {
  await (await db()).delete('series', id);
}

/**
 * Keeps an answer and queues it, in one transaction: two tabs answering the same question are
 * serialised by IndexedDB, and the first answer stays. Returns the answer that counts.
 */
export async function recordAnswer(answer: OfflineAnswer): Promise<OfflineAnswer> {
  const tx = (await db()).transaction(['series', 'outbox'], 'readwrite');
  const series = tx.objectStore('series');
  const serie = await series.get(answer.serie);
  const first = serie?.answers[answer.questionId];
  if (serie && !first) {
    await series.put({ ...serie, answers: { ...serie.answers, [answer.questionId]: answer } });
    await tx.objectStore('outbox').put(answer);
  }
  await tx.done;
  return first ?? answer;
}

/** The answers to send, each series' in the order they were asked. */
export const pendingAnswers = (): Promise<OfflineAnswer[]> =>
  read([], async (store) =>
    (await store.getAll('outbox')).sort((a, b) => a.serie - b.serie || a.position - b.position),
  );

/** The server has it: out of the outbox; `ended` marks its series confirmed. */
export async function markSent(answer: OfflineAnswer, ended: boolean): Promise<void> {
  const tx = (await db()).transaction(['series', 'outbox'], 'readwrite');
  await tx.objectStore('outbox').delete(answer.key);
  const serie = await tx.objectStore('series').get(answer.serie);
  if (serie && ended) await tx.objectStore('series').put({ ...serie, confirmed: true });
  await tx.done;
}

/** The server refused it: kept with the reason, shown to the learner, not sent again. */
export async function markRefused(answer: OfflineAnswer, reason: string): Promise<void> {
  await (await db()).put('outbox', { ...answer, refused: reason });
}

/** Forgets the device's series and answers (at sign-out, once every answer has been sent). */
export const clearDevice = (): Promise<void> =>
  read(undefined, async (store) => {
    const tx = store.transaction(['series', 'outbox'], 'readwrite');
    await Promise.all([
      tx.objectStore('series').clear(),
      tx.objectStore('outbox').clear(),
      tx.done,
    ]);
  });

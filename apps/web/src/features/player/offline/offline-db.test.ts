import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { downloadedSerie } from '../../../test/offline-kit';

// The device's store is made by the first series kept, never by reading it (issue #37: the
// dashboard lists the kept series at each load).

const storeNames = async (factory: IDBFactory) =>
  (await IDBFactory.prototype.databases.call(factory)).map((database) => database.name);

let factory: IDBFactory;
beforeEach(() => {
  factory = new IDBFactory();
  vi.stubGlobal('indexedDB', factory);
  vi.resetModules();
});
afterEach(() => vi.unstubAllGlobals());

it('reads a device that never kept a series without making its store', async () => {
  const store = await import('./offline-db');
  expect(await store.listSeries()).toEqual([]);
  expect(await store.getSerie(7)).toBeUndefined();
  expect(await store.pendingAnswers()).toEqual([]);
  await store.clearDevice();
  expect(await storeNames(factory)).toEqual([]);

  await store.saveSerie(downloadedSerie);
  expect(await storeNames(factory)).toEqual(['prepacode-hors-connexion']);
  expect((await store.listSeries()).map((serie) => serie.id)).toEqual([7]);
});

it('reads what another tab kept after this one found no store', async () => {
  const tab = await import('./offline-db');
  expect(await tab.listSeries()).toEqual([]);
  vi.resetModules();
  const other = await import('./offline-db');
  await other.saveSerie(downloadedSerie);
  expect((await tab.getSerie(7))?.id).toBe(7);
});

it('opens the store where the browser cannot list its databases', async () => {
  Object.defineProperty(factory, 'databases', { value: undefined });
  const store = await import('./offline-db');
  expect(await store.listSeries()).toEqual([]);
  expect(await storeNames(factory)).toEqual(['prepacode-hors-connexion']);
});

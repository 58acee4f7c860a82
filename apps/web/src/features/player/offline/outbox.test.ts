import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type Reply } from '../../../test/fetch-mock';
import { downloadedSerie, offlineAnswer } from '../../../test/offline-kit';
import { clearDevice, getSerie, pendingAnswers, recordAnswer, saveSerie } from './offline-db';
import { flushOutbox, leaveDevice, onAnswersSent, refreshOutbox } from './outbox';

// Issue #45, point 3: the answers given on the device wait in IndexedDB (fake-indexeddb here)
// and reach the server in order, once each, whatever the network does meanwhile.

const receipt = (position: number, ended = false): Reply => ({
  body: {
    serie: 7,
    identifiant: `Q${String(position)}`,
    position,
    reponse: ['A'],
    termine: ended,
  },
});
const sentForm = (body: string) => Object.fromEntries(new URLSearchParams(body));
const positionOf = (body: string) => Number(new URLSearchParams(body).get('identifiant')?.slice(1));

beforeEach(async () => {
  await clearDevice();
  vi.stubGlobal('navigator', { ...navigator, onLine: true });
  await saveSerie(downloadedSerie);
});
afterEach(() => vi.unstubAllGlobals());

describe('the outbox of a downloaded series', () => {
  it('keeps the first answer to a question: a second tab’s is not queued', async () => {
    await recordAnswer(offlineAnswer(1));
    const second = await recordAnswer(
      offlineAnswer(1, { key: 'autre-onglet-0000', answer: { letters: ['B'] } }),
    );
    expect(second.key).toBe(offlineAnswer(1).key);
    expect((await pendingAnswers()).map((a) => a.key)).toEqual([offlineAnswer(1).key]);
    expect((await getSerie(7))?.answers.Q1?.answer).toEqual({ letters: ['A'] });
  });

  it('sends in the order asked, with each id and date, and confirms the series at its end', async () => {
    for (const position of [3, 1, 2]) await recordAnswer(offlineAnswer(position));
    const { requests } = mockFetch(({ body }) => {
      const position = positionOf(body);
      return receipt(position, position === 3);
    });
    const sent = vi.fn();
    onAnswersSent(sent);
    await flushOutbox();
    const forms = requests().map((request) => sentForm(request.body));
    expect(forms.map((form) => form.identifiant)).toEqual(['Q1', 'Q2', 'Q3']);
    expect(forms[0]).toMatchObject({
      serie: '7',
      reponse: 'A',
      id_reponse: offlineAnswer(1).key,
      repondu_le: String(offlineAnswer(1).at),
    });
    expect(await pendingAnswers()).toEqual([]);
    expect((await getSerie(7))?.confirmed).toBe(true);
    expect(sent).toHaveBeenCalledOnce();
  });

  it('stops at a lost network and sends the rest, the same ids, on the next try', async () => {
    for (const position of [1, 2]) await recordAnswer(offlineAnswer(position));
    let down = true;
    const { requests } = mockFetch(({ body }) => {
      const position = positionOf(body);
      if (down && position === 2) throw new TypeError('Failed to fetch');
      return receipt(position);
    });
    await flushOutbox();
    expect((await refreshOutbox()).pending).toBe(1);
    down = false;
    await flushOutbox();
    expect(requests().map((request) => sentForm(request.body).id_reponse)).toEqual([
      offlineAnswer(1).key,
      offlineAnswer(2).key,
      offlineAnswer(2).key,
    ]);
    expect((await refreshOutbox()).pending).toBe(0);
  });

  it('keeps an answer the server refused, with its French reason, and sends the others', async () => {
    for (const position of [1, 2]) await recordAnswer(offlineAnswer(position));
    mockFetch(({ body }) =>
      sentForm(body).identifiant === 'Q1'
        ? {
            status: 409,
            body: { error: { code: 'serie_terminee', message: 'Cette série est terminée.' } },
          }
        : receipt(2),
    );
    await flushOutbox();
    const state = await refreshOutbox();
    expect(state.pending).toBe(0);
    expect(state.refused.map((a) => [a.questionId, a.refused])).toEqual([
      ['Q1', 'Cette série est terminée.'],
    ]);
    // Not sent again: the server's answer would be the same.
    const { requests } = mockFetch(() => receipt(1));
    await flushOutbox();
    expect(requests()).toEqual([]);
  });

  it('tries nothing while the device has no network', async () => {
    await recordAnswer(offlineAnswer(1));
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const { requests } = mockFetch(() => receipt(1));
    await flushOutbox();
    expect(requests()).toEqual([]);
    expect((await refreshOutbox()).pending).toBe(1);
  });

  it('at sign-out, sends what waits and then forgets the series; not while answers wait', async () => {
    await recordAnswer(offlineAnswer(1));
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(leaveDevice()).rejects.toThrow(
      '1 réponse de vos séries téléchargées attend encore le réseau\u202f: reconnectez-vous avant de vous déconnecter.',
    );
    expect(await getSerie(7)).toBeDefined();
    mockFetch(() => receipt(1));
    await leaveDevice();
    expect(await getSerie(7)).toBeUndefined();
    expect(await pendingAnswers()).toEqual([]);
  });
});

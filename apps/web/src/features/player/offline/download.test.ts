import 'fake-indexeddb/auto';
import type { SerieHorsConnexion } from '@prepacode/domain/contracts/offline.contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { offlineAnswer } from '../../../test/offline-kit';
import { downloadSerie } from './download';
import { clearDevice, getSerie, recordAnswer } from './offline-db';

// Issue #45, point 2: a download keeps what the device answered that the server does not count.

const question = (id: string) => ({
  identifiant: id,
  position: 1,
  enonce: 'Énoncé',
  propositions: [
    { lettre: 'A', texte: 'Oui' },
    { lettre: 'B', texte: 'Non' },
  ],
  media: null,
  correctes: ['A'],
  explication: 'Parce que.',
  reference: 'Code de la route, R. 412-6',
});
const served = (repondues: number, ids: string[]): SerieHorsConnexion => ({
  serie: 7,
  slug: 'crr-theme-c',
  type: 'thematique',
  libelle: 'Thème : Canaux',
  total: 3,
  repondues,
  justes: repondues,
  questions: ids.map(question),
});

beforeEach(async () => {
  await clearDevice();
  vi.stubGlobal('caches', { open: () => Promise.resolve({ put: vi.fn() }) });
});
afterEach(() => vi.unstubAllGlobals());

describe('downloadSerie', () => {
  it('keeps the device’s answers the server has not counted, not those it has', async () => {
    mockApi({ 'GET /api/player/hors-connexion/7': { body: served(0, ['Q1', 'Q2', 'Q3']) } });
    await downloadSerie(7);
    await recordAnswer(offlineAnswer(1));
    await recordAnswer(offlineAnswer(2));
    // Q1 reached the server meanwhile: downloaded again, the series starts after it.
    mockApi({ 'GET /api/player/hors-connexion/7': { body: served(1, ['Q2', 'Q3']) } });
    const again = await downloadSerie(7);
    expect(Object.keys(again.answers)).toEqual(['Q2']);
    expect((await getSerie(7))?.answers.Q2?.key).toBe(offlineAnswer(2).key);
  });

  it('refuses a series with chart exercises, in French', async () => {
    const typed = {
      ...question('Q1'),
      saisie: { nature: 'cap', unite: '°', exemple: '125' },
      carte: {
        url: '/media/hauturier/carte.svg',
        alt: 'Carte d’entraînement',
        largeur: 1200,
        hauteur: 900,
        cadre: { x0: 0, y0: 0, x1: 1200, y1: 900, sud: 2810, nord: 2830, ouest: -195, est: -165 },
        declinaison: -2,
      },
    };
    const chart = { ...served(0, []), questions: [typed] };
    mockApi({ 'GET /api/player/hors-connexion/7': { body: chart } });
    await expect(downloadSerie(7)).rejects.toThrow(
      'Cette série a des exercices sur carte\u202f: elle se fait en ligne.',
    );
    expect(await getSerie(7)).toBeUndefined();
  });

  it('refuses a series whose answers are written, saying so and not « chart »', async () => {
    const word = { ...question('Q1'), saisie: { nature: 'mot', unite: '', exemple: '' } };
    mockApi({
      'GET /api/player/hors-connexion/7': { body: { ...served(0, []), questions: [word] } },
    });
    await expect(downloadSerie(7)).rejects.toThrow(
      'Cette série demande d’écrire des réponses\u202f: elle se fait en ligne.',
    );
  });
});

import type { SerieHorsConnexion } from '@prepacode/domain/contracts/offline.contract';
import type { DownloadedSerie, OfflineAnswer } from '../features/player/offline/offline-db';

// The device's store of the offline player (issue #45) as its tests fill it: series 7, downloaded
// with nothing answered, and the answers given to its questions `Q1`, `Q2`…

const themeSerie: SerieHorsConnexion = {
  serie: 7,
  slug: 'code-route-theme-l',
  type: 'thematique',
  libelle: 'Thème : Législation',
  total: 3,
  repondues: 0,
  justes: 0,
  questions: [],
};

/** Series 7 as the device keeps it once downloaded, before any answer. */
export const downloadedSerie: DownloadedSerie = {
  id: 7,
  data: themeSerie,
  savedAt: 0,
  bytes: 10,
  media: [],
  answers: {},
  confirmed: false,
};

/** Answer A to question `Q{position}` of series 7, given on the device. */
export const offlineAnswer = (
  position: number,
  extra: Partial<OfflineAnswer> = {},
): OfflineAnswer => ({
  key: `cle-${String(position)}`.padEnd(16, '0'),
  serie: 7,
  questionId: `Q${String(position)}`,
  position,
  answer: { letters: ['A'] },
  at: 1_700_000_000_000 + position,
  right: true,
  ...extra,
});

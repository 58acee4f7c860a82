import {
  serieHorsConnexionSchema,
  type SerieHorsConnexion,
} from '@prepacode/domain/contracts/offline.contract';
import { OFFLINE_MEDIA_CACHE } from '../../../../sw/messages';
import { ApiError, apiRequest, backendUrl } from '../../../lib/api-client';
import { deleteSerie, getSerie, listSeries, saveSerie, type DownloadedSerie } from './offline-db';

/** At most this many mock exams kept on the device (issue #45, point 2). */
export const MAX_DOWNLOADED_EXAMS = 5;

/** Every address a question shows: its picture, its scene's encodings and first frame. */
const mediaOf = (serie: SerieHorsConnexion): string[] => [
  ...new Set(
    serie.questions.flatMap((q) =>
      [q.media?.url, q.scene?.webm, q.scene?.mp4, q.scene?.affiche]
        .filter((url): url is string => url !== undefined)
        .map(backendUrl),
    ),
  ),
];

/**
 * GET /api/player/hors-connexion/{id}, then each picture and scene into the media cache, which
 * the service worker serves first: the series plays with no network. Returns what it takes.
 * An exercise worked on a chart is done online (its chart and tools are not downloaded), and so
 * is a series whose answers are written.
 */
export async function downloadSerie(serieId: number): Promise<DownloadedSerie> {
  const data = await apiRequest(`/api/player/hors-connexion/${serieId}`, {
    schema: serieHorsConnexionSchema,
  });
  // A typed answer is marked by the server's reading of it: a chart exercise's value, or an
  // imported bank's short answer (issue #46).
  const chart = data.questions.some((q) => q.carte !== undefined);
  if (chart || data.questions.some((q) => q.saisie !== undefined)) {
    throw new ApiError(
      409,
      chart ? 'serie_avec_carte' : 'serie_avec_saisie',
      chart
        ? 'Cette série a des exercices sur carte\u202f: elle se fait en ligne.'
        : 'Cette série demande d’écrire des réponses\u202f: elle se fait en ligne.',
    );
  }
  const media = mediaOf(data);
  const cache = await caches.open(OFFLINE_MEDIA_CACHE);
  let bytes = new Blob([JSON.stringify(data)]).size;
  for (const url of media) {
    const response = await fetch(url, { credentials: 'include' }).catch(() => null);
    if (!response?.ok) {
      throw new ApiError(0, 'reseau', 'Une image de la série n’a pas pu être téléchargée.');
    }
    bytes += (await response.clone().blob()).size;
    await cache.put(url, response);
  }
  // A series downloaded again keeps what was answered on the device and the server has not
  // counted yet (`repondues` and `justes` count the rest).
  const asked = new Set(data.questions.map((question) => question.identifiant));
  const before = Object.values((await getSerie(serieId))?.answers ?? {}).filter((answer) =>
    asked.has(answer.questionId),
  );
  const serie: DownloadedSerie = {
    id: serieId,
    data,
    savedAt: Date.now(),
    bytes,
    media,
    answers: Object.fromEntries(before.map((answer) => [answer.questionId, answer])),
    confirmed: false,
  };
  await saveSerie(serie);
  return serie;
}

/** Removes a series and the media no other downloaded series shows. */
export async function removeSerie(serieId: number): Promise<void> {
  const serie = await getSerie(serieId);
  await deleteSerie(serieId);
  if (!serie) return;
  const kept = new Set((await listSeries()).flatMap((other) => other.media));
  const cache = await caches.open(OFFLINE_MEDIA_CACHE);
  await Promise.all(serie.media.filter((url) => !kept.has(url)).map((url) => cache.delete(url)));
}

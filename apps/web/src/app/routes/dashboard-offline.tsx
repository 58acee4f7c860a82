import type { OrdreLettrage } from '@prepacode/domain/series';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import button from '../../components/ui/button.module.css';
import form from '../../components/ui/form.module.css';
import { SelectField } from '../../components/ui/select-field';
import { ApiError } from '../../lib/api-client';
import { formatNumber, plural } from '../../lib/format';
import {
  MAX_DOWNLOADED_EXAMS,
  downloadSerie,
  removeSerie,
} from '../../features/player/offline/download';
import type { DownloadedSerie } from '../../features/player/offline/offline-db';
import { downloadedKeys, useDownloadedSeries } from '../../features/player/offline/use-downloaded';
import type { StudentSeries } from '../../features/series/api/get-series-eleve';
import { createSerie } from '../../features/series/api/create-serie';
import { DashboardSection } from './dashboard-section';
import styles from './dashboard-offline.module.css';

/** « 1,2 Mo », « 350 ko »: what a download takes, as a phone's settings say it. */
export const formatSize = (bytes: number) =>
  bytes < 1_000_000
    ? `${formatNumber(Math.max(1, Math.round(bytes / 1000)))} ko`
    : `${formatNumber(Math.round(bytes / 100_000) / 10)} Mo`;

interface Choice {
  slug: string;
  label: string;
  exam: boolean;
}

/**
 * What can be downloaded (issue #45, point 2): the thematic series, the personalised ones, and
 * mock exams in training mode, where a start uses no credit (a credit is confirmed online).
 */
function choicesOf(data: StudentSeries, examsAllowed: boolean): Choice[] {
  const of = (type: string) => data.seriesTypeList.filter((entry) => entry.type === type);
  const themes = of('thematique').flatMap((entry) => entry.series);
  const exams = examsAllowed ? of('examen').flatMap((entry) => entry.series) : [];
  return [
    ...themes.map((serie) => ({ slug: serie.slug, label: serie.label, exam: false })),
    ...data.personalisedSeries.map((serie) => ({
      slug: serie.slug,
      label: serie.label,
      exam: false,
    })),
    ...(examsAllowed
      ? [{ slug: data.mockExam.slug, label: 'Nouvel examen blanc', exam: true }]
      : []),
    ...exams.map((serie) => ({ slug: serie.slug, label: serie.label, exam: true })),
  ];
}

const left = (serie: DownloadedSerie) =>
  serie.data.questions.filter((q) => serie.answers[q.identifiant] === undefined).length;

/**
 * « Disponible hors connexion » on the dashboard: the series kept on this device, what they take
 * and how many questions remain, the answers waiting for the network, and a download.
 */
export function DashboardOffline({
  data,
  ordreLettrage,
  creditsCount,
}: {
  data: StudentSeries;
  ordreLettrage: OrdreLettrage;
  /** The licence counts credits: a mock exam is started online, where its credit is confirmed. */
  creditsCount: boolean;
}) {
  const queryClient = useQueryClient();
  const { series, outbox } = useDownloadedSeries();
  const kept = series.data ?? [];
  const exams = kept.filter((serie) => serie.data.type === 'examen').length;
  const choices = choicesOf(data, !creditsCount && exams < MAX_DOWNLOADED_EXAMS);
  const [slug, setSlug] = useState('');
  const chosen = choices.find((choice) => choice.slug === slug) ?? choices[0];
  const download = useMutation({
    networkMode: 'always',
    mutationFn: async (choice: Choice) =>
      downloadSerie(
        (await createSerie({ slug: choice.slug, parcours: 'entrainement', ordreLettrage })).id,
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: downloadedKeys.all }),
  });
  const remove = useMutation({
    networkMode: 'always',
    mutationFn: removeSerie,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: downloadedKeys.all }),
  });
  const bytes = kept.reduce((sum, serie) => sum + serie.bytes, 0);
  const digest = [
    kept.length === 0
      ? 'Aucune série sur cet appareil'
      : `${plural(kept.length, 'série')} sur cet appareil · ${formatSize(bytes)}`,
    outbox.pending > 0 ? `${plural(outbox.pending, 'réponse')} à envoyer` : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <DashboardSection title="Disponible hors connexion" digest={digest}>
      <p className={styles.hint}>
        Une série téléchargée se fait sans réseau, avec ses corrections. Vos réponses partent au
        retour du réseau ; les examens en conditions réelles restent en ligne.
      </p>
      {outbox.pending > 0 && (
        <p className={styles.pending}>
          {plural(outbox.pending, 'réponse')} à envoyer : vos résultats ci-dessus seront mis à jour
          une fois envoyées.
        </p>
      )}
      {kept.length > 0 && (
        <ul className={styles.list} aria-label="Séries sur cet appareil">
          {kept.map((serie) => (
            <li key={serie.id} className={styles.item}>
              <span className={styles.name}>{serie.data.libelle}</span>
              <span className={styles.meta}>
                {left(serie) === 0
                  ? 'Terminée sur cet appareil'
                  : `${plural(left(serie), 'question')} à faire`}{' '}
                · {formatSize(serie.bytes)}
              </span>
              <Link
                to={`/hors-connexion/${serie.id}`}
                className={`${button.secondary} ${button.link}`}
                aria-label={`Ouvrir : ${serie.data.libelle}`}
              >
                Ouvrir
              </Link>
              <button
                type="button"
                className={button.secondary}
                aria-label={`Supprimer : ${serie.data.libelle}`}
                onClick={() => remove.mutate(serie.id)}
              >
                Supprimer
              </button>
            </li>
          ))}
        </ul>
      )}
      {chosen && (
        <form
          className={styles.download}
          onSubmit={(event) => {
            event.preventDefault();
            if (!download.isPending) download.mutate(chosen);
          }}
        >
          <SelectField
            label="Série à télécharger"
            options={choices.map((choice) => [choice.slug, choice.label] as const)}
            value={chosen.slug}
            onChange={(event) => setSlug(event.target.value)}
          />
          <button type="submit" className={button.primary} aria-disabled={download.isPending}>
            Télécharger
          </button>
        </form>
      )}
      <p aria-live="polite" className={form.hint}>
        {download.isPending
          ? 'Téléchargement de la série et de ses images…'
          : download.data
            ? `« ${download.data.data.libelle} » est disponible hors connexion (${formatSize(download.data.bytes)}).`
            : ''}
      </p>
      {download.error && (
        <p role="alert" className={form.error}>
          {download.error instanceof ApiError
            ? download.error.message
            : 'La série n’a pas pu être téléchargée. Réessayez dans un instant.'}
        </p>
      )}
    </DashboardSection>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSerie, listSeries } from './offline-db';
import { onAnswersSent, useOutbox } from './outbox';

// The device's store read through TanStack Query: `networkMode: 'always'`, for IndexedDB needs
// no network (the default would pause these reads offline, which is when they matter).

const keys = {
  all: ['hors-connexion'] as const,
  one: (id: number) => ['hors-connexion', id] as const,
};

/**
 * Reads the store again whenever the outbox changes (an answer given, sent or refused), and
 * whatever the server counts once answers reach it (the dashboard's figures, the history).
 */
function useFollowOutbox() {
  const queryClient = useQueryClient();
  const outbox = useOutbox();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: keys.all });
  }, [queryClient, outbox]);
  useEffect(() => onAnswersSent(() => void queryClient.invalidateQueries()), [queryClient]);
  return outbox;
}

export function useDownloadedSeries() {
  const outbox = useFollowOutbox();
  const series = useQuery({ queryKey: keys.all, queryFn: listSeries, networkMode: 'always' });
  return { series, outbox };
}

export function useDownloadedSerie(id: number) {
  const outbox = useFollowOutbox();
  const serie = useQuery({
    queryKey: keys.one(id),
    queryFn: async () => (await getSerie(id)) ?? null,
    networkMode: 'always',
  });
  return { serie, outbox };
}

export const downloadedKeys = keys;

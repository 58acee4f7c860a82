import { Link, Navigate, useSearchParams } from 'react-router';
import {
  readHistoryParams,
  useHistorique,
  writeHistoryParams,
} from '../../features/series/api/get-historique';
import { useThemes } from '../../features/series/api/get-themes';
import type { HistoryParams } from '../../features/series/api/keys';
import { HistoryTable } from '../../features/series/components/history-table';
import { LoadProblem } from '../../features/series/components/load-problem';
import { Paginator, lastPageIndex } from '../../components/ui/paginator';
import styles from './history.module.css';

/** Mon historique: every attempt, sorted and paged by the server. */
export function HistoryRoute() {
  const [search, setSearch] = useSearchParams();
  const params = readHistoryParams(search);
  const history = useHistorique(params);
  const { data: themes } = useThemes();
  const update = (changes: Partial<HistoryParams>) =>
    setSearch(writeHistoryParams({ ...params, ...changes }));
  const data = history.data;
  const lastPage = data ? lastPageIndex(params.pageSize, data.total) : 0;
  // A page past the end (an old link, attempts fewer than before) shows the last one instead.
  if (data && !history.isPlaceholderData && data.total > 0 && params.page > lastPage) {
    return (
      <Navigate
        replace
        to={{ search: writeHistoryParams({ ...params, page: lastPage }).toString() }}
      />
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Mon historique</h1>
      {history.isPending && <p role="status">Chargement de votre historique…</p>}
      {history.isError && (
        <LoadProblem error={history.error} onRetry={() => void history.refetch()}>
          Votre historique n’a pas pu être chargé.
        </LoadProblem>
      )}
      {data &&
        (data.total === 0 ? (
          <div className={styles.empty}>
            <p>Vous n’avez pas encore fait de série.</p>
            <Link to="/dashboard">Choisir une série sur mon tableau de bord</Link>
          </div>
        ) : (
          <div aria-busy={history.isPlaceholderData} className={styles.results}>
            <HistoryTable
              entries={data.entries}
              sort={params.sort}
              onSort={(sort) => update({ sort, page: 0 })}
              themes={themes}
            />
            <Paginator
              pageIndex={params.page}
              pageSize={params.pageSize}
              total={data.total}
              onPageChange={(page) => update({ page })}
              onPageSizeChange={(pageSize) => update({ pageSize, page: 0 })}
            />
          </div>
        ))}
    </div>
  );
}

import { HISTORIQUE_SORTS } from '@prepacode/domain/contracts/series.contract';
import { PAGINATOR } from '@prepacode/domain/layout';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useHistorique } from '../../features/series/api/get-historique';
import { useThemes } from '../../features/series/api/get-themes';
import type { HistoryParams } from '../../features/series/api/keys';
import { HistoryTable } from '../../features/series/components/history-table';
import { LoadProblem } from '../../features/series/components/load-problem';
import {
  PAGE_SIZE_OPTIONS,
  Paginator,
  lastPageIndex,
} from '../../features/series/components/paginator';
import styles from './history.module.css';

const isOneOf = <T extends string | number>(values: readonly T[], value: unknown): value is T =>
  values.includes(value as T);

/** Sort and page live in the URL, so a reload or a shared link shows the same page. */
function readParams(search: URLSearchParams): HistoryParams {
  const page = Number(search.get('page') ?? 0);
  const pageSize = Number(search.get('taille') ?? PAGINATOR.defaultPageSize);
  const column = search.get('tri');
  const direction = search.get('ordre');
  return {
    page: Number.isSafeInteger(page) && page >= 0 ? page : 0,
    pageSize: isOneOf(PAGE_SIZE_OPTIONS, pageSize) ? pageSize : PAGINATOR.defaultPageSize,
    sort:
      isOneOf(HISTORIQUE_SORTS, column) && (direction === 'asc' || direction === 'desc')
        ? { column, direction }
        : null,
  };
}

function writeParams({ page, pageSize, sort }: HistoryParams): URLSearchParams {
  const search = new URLSearchParams();
  if (page > 0) search.set('page', String(page));
  if (pageSize !== PAGINATOR.defaultPageSize) search.set('taille', String(pageSize));
  if (sort) {
    search.set('tri', sort.column);
    search.set('ordre', sort.direction);
  }
  return search;
}

/** Mon historique: every attempt, sorted and paged by the server. */
export function HistoryRoute() {
  const [search, setSearch] = useSearchParams();
  const params = readParams(search);
  const history = useHistorique(params);
  const { data: themes } = useThemes();
  const update = (changes: Partial<HistoryParams>) =>
    setSearch(writeParams({ ...params, ...changes }));
  const data = history.data;
  const lastPage = data ? lastPageIndex(params.pageSize, data.total) : 0;
  // A page past the end (an old link, attempts fewer than before) shows the last one instead.
  if (data && !history.isPlaceholderData && data.total > 0 && params.page > lastPage) {
    return (
      <Navigate replace to={{ search: writeParams({ ...params, page: lastPage }).toString() }} />
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

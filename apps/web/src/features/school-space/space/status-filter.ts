import { useLocation, useNavigation, useSearchParams } from 'react-router';

// A list of the space filtered by a status in its address (`?statut=`): the question reports,
// the questions to review. '' shows them all; an unknown or missing value, the default.

/** How a page reads its status from an address's search. */
export const statusReader =
  <S extends string>(statuses: readonly S[], fallback: S) =>
  (search: string): S | '' => {
    const value = new URLSearchParams(search).get('statut');
    if (value === '') return '';
    return statuses.includes(value as S) ? (value as S) : fallback;
  };

/**
 * The status shown, the one chosen (the list of a status chosen loads before the address
 * changes: the select says it already), and how to choose another.
 */
export function useStatusFilter<S extends string>(statusOf: (search: string) => S | '') {
  const { pathname, search } = useLocation();
  const [, setSearchParams] = useSearchParams();
  const status = statusOf(search);
  const next = useNavigation().location;
  const chosen = next?.pathname === pathname ? statusOf(next.search) : status;
  const choose = (value: S | '') =>
    void setSearchParams(
      (current) => {
        current.set('statut', value);
        // Another status is another list: it starts at its first page.
        current.delete('page');
        return current;
      },
      { replace: true },
    );
  return { status, chosen, choose };
}

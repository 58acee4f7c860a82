import type { LearnersQuery } from '@prepacode/domain/contracts/school.contract';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { readLearnerFilters, withLearnerFilters } from '../api/get-learners';

/**
 * The learners list's filters, read from and written to the address. A change is a navigation
 * whose loader reads the next list: meanwhile the router keeps the current list on screen, and
 * `chosen` is already what the staff member chose, so a select or a box does not spring back.
 */
export function useLearnerFilters() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const next = useNavigation().location;
  const listed = readLearnerFilters(params);
  const chosen =
    next?.pathname === pathname ? readLearnerFilters(new URLSearchParams(next.search)) : listed;
  // Replaced, not pushed, as before: Back leaves the list rather than undoing a filter.
  const change = (filters: LearnersQuery) =>
    setParams(withLearnerFilters(params, filters), { replace: true });
  return { listed, chosen, change };
}

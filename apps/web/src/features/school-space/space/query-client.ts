import { newQueryClient } from '../../../lib/query-client';

/**
 * The school space's one query client, for its route loaders (`ensureQueryData`) and its
 * components. Several staff members work on the same school: what they read is fresh for ten
 * seconds only, and read again when they come back to the tab.
 */
export const schoolQueryClient = newQueryClient({ staleTime: 10_000 });

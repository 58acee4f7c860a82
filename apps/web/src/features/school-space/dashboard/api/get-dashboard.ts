import {
  dashboardSchema,
  type DashboardTable,
} from '@prepacode/domain/contracts/dashboard.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { schoolKeys } from '../../space/api/keys';

// The « Tableau de bord » (issue #41, point 3): one school's figures, or the network's.

export const dashboardKeys = {
  all: [...schoolKeys.all, 'dashboard'] as const,
  /** `ecole` undefined: every school of the staff member (the manager's one, the network). */
  of: (ecole: string | undefined) => [...dashboardKeys.all, ecole ?? ''] as const,
};

/** GET /central/api/ecole/tableau-de-bord?ecole */
export const dashboardQuery = (ecole: string | undefined) =>
  queryOptions({
    queryKey: dashboardKeys.of(ecole),
    queryFn: () =>
      apiRequest('/central/api/ecole/tableau-de-bord', {
        query: { ecole },
        schema: dashboardSchema,
      }),
  });

/** The address of one table's spreadsheet, for the scope shown. */
export function dashboardCsvHref(tableau: DashboardTable, ecole: string | undefined): string {
  const query = new URLSearchParams({ tableau, ...(ecole ? { ecole } : {}) });
  return `/central/api/ecole/tableau-de-bord.csv?${query.toString()}`;
}

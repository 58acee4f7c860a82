import type { ReportStatus } from '@prepacode/domain/contracts/reports.contract';
import { schoolKeys } from '../../space/api/keys';

/** The reports shown: those of one status, or all of them (''). */
export type StatusFilter = ReportStatus | '';

/** Query keys of the question reports: all → the questions reported, by status shown. */
export const reportsKeys = {
  all: [...schoolKeys.all, 'reports'] as const,
  list: (status: StatusFilter) => [...reportsKeys.all, 'list', status] as const,
};

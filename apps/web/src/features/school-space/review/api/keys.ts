import type { ReviewStatus } from '@prepacode/domain/contracts/question-review.contract';
import { schoolKeys } from '../../space/api/keys';

/** The questions shown: those of one status, or all of them (''). */
export type StatusFilter = ReviewStatus | '';

/** Query keys of the imported questions' review: all → the banks and questions, by status. */
export const reviewKeys = {
  all: [...schoolKeys.all, 'review'] as const,
  list: (status: StatusFilter) => [...reviewKeys.all, 'list', status] as const,
};

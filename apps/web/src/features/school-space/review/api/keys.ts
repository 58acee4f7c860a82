import type { ReviewStatus } from '@prepacode/domain/contracts/question-review.contract';
import { schoolKeys } from '../../space/api/keys';

/** The questions shown: those of one status, or all of them (''). */
export type StatusFilter = ReviewStatus | '';

/** The page of questions shown: their status, their bank ('' all), the page and its size. */
export interface ReviewListFilter {
  status: StatusFilter;
  bank: string;
  page: number;
  size: number;
}

/** Query keys of the imported questions' review: all → the banks and a page of questions. */
export const reviewKeys = {
  all: [...schoolKeys.all, 'review'] as const,
  list: (filter: ReviewListFilter) => [...reviewKeys.all, 'list', filter] as const,
};

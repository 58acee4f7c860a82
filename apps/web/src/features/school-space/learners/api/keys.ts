import type { LearnersQuery } from '@prepacode/domain/contracts/school.contract';
import { schoolKeys } from '../../space/api/keys';

/** Query keys of the learners list: all → one page of it for a set of filters. */
export const learnersKeys = {
  all: [...schoolKeys.all, 'learners'] as const,
  list: (filters: LearnersQuery) => [...learnersKeys.all, filters] as const,
};

import { schoolKeys } from '../../space/api/keys';

/** Query keys of the operator's network: all → its schools. */
export const networkKeys = {
  all: [...schoolKeys.all, 'network'] as const,
  schools: () => [...networkKeys.all, 'schools'] as const,
};

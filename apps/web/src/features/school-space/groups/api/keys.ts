import { schoolKeys } from '../../space/api/keys';

/** Query keys of the groups page: all → the groups of the staff member's schools. */
export const groupsKeys = {
  all: [...schoolKeys.all, 'groups'] as const,
  list: () => [...groupsKeys.all, 'list'] as const,
};

import { schoolKeys } from '../../space/api/keys';

/** Query keys of the inbox: all → the learners' messages and exam requests. */
export const inboxKeys = {
  all: [...schoolKeys.all, 'inbox'] as const,
  list: () => [...inboxKeys.all, 'list'] as const,
};

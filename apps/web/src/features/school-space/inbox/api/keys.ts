import { schoolKeys } from '../../space/api/keys';

/**
 * Query keys of the inbox: all → the learners' messages and exam requests, and the exam centres
 * the school booked lately.
 */
export const inboxKeys = {
  all: [...schoolKeys.all, 'inbox'] as const,
  list: (filter: string) => [...inboxKeys.all, 'list', filter] as const,
  centres: () => [...inboxKeys.all, 'centres'] as const,
};

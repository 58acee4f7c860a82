import { learnerMessagesSchema } from '@prepacode/domain/contracts/contact.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Query keys of the contact feature: the learner's thread with the school. */
export const contactKeys = { messages: ['contact', 'messages'] as const };

/**
 * GET /api/contact/messages (issue #41, point 10): what the learner wrote to the school and
 * the staff's answers, read again when the page is opened or a message is sent.
 */
export const learnerMessagesQuery = queryOptions({
  queryKey: contactKeys.messages,
  queryFn: () => apiRequest('/api/contact/messages', { schema: learnerMessagesSchema }),
  staleTime: 0,
});

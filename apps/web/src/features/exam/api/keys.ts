/** Query keys of the exam feature: all → the learner's latest request. */
export const examKeys = {
  all: ['exam'] as const,
  request: () => [...examKeys.all, 'request'] as const,
};

/** Query keys of the account feature: all → the deletion request. */
export const accountKeys = {
  all: ['account'] as const,
  deletion: () => [...accountKeys.all, 'deletion'] as const,
};

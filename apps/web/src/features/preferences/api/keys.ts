/** Query keys of the preferences feature. */
export const preferencesKeys = {
  all: ['preferences'] as const,
};

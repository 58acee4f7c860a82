/** Query keys of the profile feature: all → the learner → their school. */
export const profileKeys = {
  all: ['profile'] as const,
  utilisateur: () => [...profileKeys.all, 'utilisateur'] as const,
  structure: (id: string) => [...profileKeys.all, 'structure', id] as const,
};

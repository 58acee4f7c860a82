/** Query keys of the whole school space: each task's keys start with `all`. */
export const schoolKeys = {
  all: ['school-space'] as const,
  /** Who is signed in, their role, schools and what they may do. */
  space: () => [...schoolKeys.all, 'space'] as const,
};

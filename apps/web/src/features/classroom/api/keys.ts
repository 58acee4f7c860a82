/** The classroom session's queries (issue #43): one per session the phone follows. */
export const classroomKeys = {
  all: ['salle'] as const,
  session: (id: string) => ['salle', id] as const,
};

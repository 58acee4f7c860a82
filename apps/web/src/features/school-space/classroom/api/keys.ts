import { schoolKeys } from '../../space/api/keys';

/**
 * Query keys of the classroom sessions (issue #43): all → the list, the series a licence offers,
 * one session's view, and who in it has answered (the instructor's screen only).
 */
export const classroomKeys = {
  all: [...schoolKeys.all, 'classrooms'] as const,
  list: () => [...classroomKeys.all, 'list'] as const,
  series: (permis: string) => [...classroomKeys.all, 'series', permis] as const,
  session: (id: string) => [...classroomKeys.all, 'session', id] as const,
  roster: (id: string) => [...classroomKeys.all, 'session', id, 'roster'] as const,
};

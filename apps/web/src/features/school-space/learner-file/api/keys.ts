import { schoolKeys } from '../../space/api/keys';

/** Query keys of a learner's page: all → one licence's file, each attempt's correction, notes. */
export const learnerFileKeys = {
  all: [...schoolKeys.all, 'learner-file'] as const,
  /** `formation` null: the licence the server picks (the open one ending last). */
  file: (eleve: string, formation: string | null) =>
    [...learnerFileKeys.all, 'file', eleve, formation] as const,
  attempt: (eleve: string, attempt: number) =>
    [...learnerFileKeys.all, 'attempt', eleve, attempt] as const,
  notes: (eleve: string) => [...learnerFileKeys.all, 'notes', eleve] as const,
};

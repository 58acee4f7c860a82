import { schoolKeys } from '../../space/api/keys';

/** Query keys of the activation codes: all → the batches, and one batch's codes. */
export const codesKeys = {
  all: [...schoolKeys.all, 'codes'] as const,
  batches: () => [...codesKeys.all, 'batches'] as const,
  batch: (school: string, batch: string) => [...codesKeys.all, 'batch', school, batch] as const,
};

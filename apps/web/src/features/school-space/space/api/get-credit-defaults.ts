import { creditDefaultsSchema } from '@prepacode/domain/contracts/school-accounts.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../../../lib/api-client';
import { schoolKeys } from './keys';

// A school's mock-exam credits for a new learner, per licence (issue #41, point 5): the
// settings page sets them; « Nouvel élève » and the codes' form start from them.

export const creditDefaultsKeys = {
  all: [...schoolKeys.all, 'credit-defaults'] as const,
  /** `ecole` undefined: the staff member's only school. */
  of: (ecole: string | undefined) => [...creditDefaultsKeys.all, ecole ?? ''] as const,
};

/** GET /central/api/ecole/credits-par-defaut?ecole */
export const creditDefaultsQuery = (ecole: string | undefined) =>
  queryOptions({
    queryKey: creditDefaultsKeys.of(ecole),
    queryFn: () =>
      apiRequest('/central/api/ecole/credits-par-defaut', {
        query: { ecole },
        schema: creditDefaultsSchema,
      }),
  });

/**
 * The credits field of a form that makes learners or codes: the chosen school's credits for the
 * chosen licence, read when both are known, until the person types their own. Who has several
 * schools and has chosen none sees 0.
 */
export function useCreditsField(ecole: string | undefined, several: boolean, licence: string) {
  const { data } = useQuery({ ...creditDefaultsQuery(ecole), enabled: !several || !!ecole });
  const [typed, setTyped] = useState<string | null>(null);
  const school = data?.credits.find((entry) => entry.permis === licence)?.credits ?? 0;
  return {
    value: typed ?? String(school),
    onChange: (value: string) => setTyped(value),
    /** Back to the school's credits (the form was reset). */
    reset: () => setTyped(null),
  };
}

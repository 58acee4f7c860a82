import {
  learnerFileSchema,
  type LearnerFile,
} from '@prepacode/domain/contracts/learner-file.contract';
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api-client';
import { messageOf, type Load } from '../school/use-school';

// One learner's page (issue #19, point 2): read again after an action on the page (an answer
// to a message, an exam decision, more credits), so it always shows what the server holds.

export function useLearnerFile(
  eleve: string,
  formation: string | null,
): { load: Load<LearnerFile>; reload: () => void } {
  const [load, setLoad] = useState<Load<LearnerFile>>({ state: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    apiRequest(`/central/api/ecole/eleves/${encodeURIComponent(eleve)}/suivi`, {
      query: formation ? { formation } : {},
      schema: learnerFileSchema,
    }).then(
      (data) => current && setLoad({ state: 'ready', data }),
      (error: unknown) => current && setLoad({ state: 'failed', message: messageOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [eleve, formation, version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { load, reload };
}

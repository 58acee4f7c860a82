import { inboxSchema, type Inbox } from '@prepacode/domain/contracts/inbox.contract';
import { schoolAnswerSchema } from '@prepacode/domain/contracts/school.contract';
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api-client';
import { messageOf, type Load } from './use-school';

// The inbox's data and its one write path: every action answers a French message, then the
// inbox is read again so two staff see each other's answers and decisions.

export function useInbox(): { load: Load<Inbox>; reload: () => void } {
  const [load, setLoad] = useState<Load<Inbox>>({ state: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    apiRequest('/central/api/ecole/reception', { schema: inboxSchema }).then(
      (data) => current && setLoad({ state: 'ready', data }),
      (error: unknown) => current && setLoad({ state: 'failed', message: messageOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { load, reload };
}

export type Outcome = { ok: true; message: string } | { ok: false; message: string };

/** POSTs an inbox action; its French answer, or the server's French refusal. */
export async function inboxAction(path: string, json?: object): Promise<Outcome> {
  try {
    const answer = await apiRequest(`/central/api/ecole/${path}`, {
      method: 'POST',
      ...(json ? { json } : {}),
      schema: schoolAnswerSchema,
    });
    return { ok: true, message: answer.message };
  } catch (error) {
    return { ok: false, message: messageOf(error) };
  }
}

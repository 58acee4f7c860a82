import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod/mini';
import form from '../../../components/ui/form.module.css';
import { useMutationForm } from '../../../lib/use-mutation-form';

/**
 * A form of « Mon compte » (password, e-mail): checked with the server's schema, sent, emptied
 * once the server accepts it, whose message is then shown; a refusal that names a field (by its
 * code in `fieldOfCode`) goes next to that field, any other above the form.
 */
export function useAccountForm<F extends string, S extends z.core.$ZodType>(
  fields: readonly F[],
  schema: S,
  mutation: UseMutationResult<string, Error, z.core.output<S>>,
  fieldOfCode: Partial<Record<string, F>>,
) {
  const [done, setDone] = useState('');
  const { register, onSubmit, problem } = useMutationForm({
    fields,
    schema,
    mutation,
    fieldOfCode,
    onDone: (message, element) => {
      element.reset();
      setDone(message);
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setDone('');
    onSubmit(event);
  };

  return { register, onSubmit: submit, notices: <FormNotices done={done} problem={problem} /> };
}

/** The server's acknowledgement (a live region kept in place) and the form-level problem. */
function FormNotices({ done, problem }: { done: string; problem: string }) {
  return (
    <>
      <p className={form.confirmation} role="status">
        {done}
      </p>
      {problem && (
        <p className={form.problem} role="alert">
          {problem}
        </p>
      )}
    </>
  );
}

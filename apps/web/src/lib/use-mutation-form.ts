import type { UseMutationResult } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import type { z } from 'zod/mini';
import { ApiError } from './api-client';
import { formValues, useCheckedForm } from './use-checked-form';

interface MutationFormOptions<F extends string, S extends z.core.$ZodType, R> {
  /** The form's fields, in their order on the page: the first wrong one takes the focus. */
  fields: readonly F[];
  /** The server's own schema for the body (packages/domain contracts). */
  schema: S;
  /** The call, a TanStack Query mutation taking the checked body. */
  mutation: UseMutationResult<R, Error, z.core.output<S>>;
  /** What the schema reads from the form; its fields as strings by default. */
  read?: (form: HTMLFormElement) => unknown;
  /** Where a refusal goes by the server's error code: next to that field, else above the form. */
  fieldOfCode?: Partial<Record<string, F>>;
  /**
   * What the page says when the schema refuses a value that is none of the fields, one the page
   * adds to what was typed (the learner's id); the schema's own message by default.
   */
  otherProblem?: string;
  /**
   * False while the choices the form sends are still being read (a select filled by a query):
   * the form is busy and a submit does nothing, rather than sending an empty choice.
   */
  ready?: boolean;
  /** The server accepted: what the page does with its answer (close a dialog, say it). */
  onDone: (answer: R, form: HTMLFormElement) => void;
}

/**
 * The one way a form is sent, in both apps: checked in the page with the server's schema (each
 * refusal next to its field, the first wrong field focused), sent once by its mutation, the
 * server's refusal next to the field its code names or above the form. A second submit while
 * the call runs, or before its choices are read, does nothing.
 */
export function useMutationForm<F extends string, S extends z.core.$ZodType, R>({
  fields,
  schema,
  mutation,
  read = formValues,
  fieldOfCode = {},
  otherProblem,
  ready = true,
  onDone,
}: MutationFormOptions<F, S, R>) {
  const { problem, check, refuse, register, reset } = useCheckedForm(fields);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending || !ready) return;
    const element = event.currentTarget;
    const body = check(schema, read(element), otherProblem);
    if (body === null) return;
    mutation.mutate(body, {
      onSuccess: (answer) => onDone(answer, element),
      onError: (error) =>
        refuse(error instanceof ApiError ? fieldOfCode[error.code] : undefined, error.message),
    });
  };

  const pending = mutation.isPending || !ready;
  return { register, onSubmit, problem, pending, refuse, reset };
}

export type MutationForm = Pick<
  ReturnType<typeof useMutationForm>,
  'onSubmit' | 'problem' | 'pending'
>;

/**
 * A confirmation (delete a group, erase a learner): a form with no field whose submit runs the
 * call; the refusal is shown above the sentences, as a form's.
 */
export function useConfirmation<R>(
  mutation: UseMutationResult<R, Error, void>,
  onDone: (answer: R) => void,
): MutationForm {
  const { problem, refuse, reset } = useCheckedForm([]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    reset();
    mutation.mutate(undefined, {
      onSuccess: onDone,
      onError: (error) => refuse(undefined, error.message),
    });
  };
  return { onSubmit, problem, pending: mutation.isPending };
}

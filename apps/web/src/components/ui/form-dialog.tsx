import { useId, type FormEvent, type ReactNode } from 'react';
import button from './button.module.css';
import dialog from './dialog.module.css';
import form from './form.module.css';
import { ModalDialog } from './modal-dialog';

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The submit button's words; `danger` for what cannot be undone. */
  submit: { label: string; tone?: 'primary' | 'danger' };
  /** The form's state, from `useMutationForm` (lib/use-mutation-form.ts). */
  form: {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    problem: string;
    pending: boolean;
  };
  size?: 'narrow' | 'wide';
  /** The fields, or the sentences a confirmation says before it is done. */
  children: ReactNode;
}

/**
 * The one dialog that sends something (a form, or a confirmation with no field): its title, the
 * refusal above the fields, « Annuler » and the submit button, which says it is busy while the
 * call runs. A native <dialog> (ModalDialog): focus goes in, Escape closes, focus comes back.
 */
export function FormDialog({
  open,
  onClose,
  title,
  submit,
  form: state,
  size = 'narrow',
  children,
}: FormDialogProps) {
  const id = useId();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      className={`${dialog.frame} ${dialog[size]}`}
      labelledBy={`${id}-title`}
    >
      <h2 id={`${id}-title`} className={dialog.title}>
        {title}
      </h2>
      <form noValidate onSubmit={state.onSubmit} aria-busy={state.pending || undefined}>
        <div className={dialog.body}>
          {state.problem && (
            <p role="alert" className={form.problem}>
              {state.problem}
            </p>
          )}
          {children}
        </div>
        <div className={dialog.actions}>
          <button type="button" className={button.secondary} onClick={onClose}>
            Annuler
          </button>
          <button
            type="submit"
            className={button[submit.tone ?? 'primary']}
            aria-disabled={state.pending || undefined}
          >
            {submit.label}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

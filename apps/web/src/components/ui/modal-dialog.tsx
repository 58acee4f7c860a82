import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A modal built on the native <dialog>: the browser moves focus into it, makes the page behind
 * inert, closes it on Escape and gives focus back to the opener, at no script cost (ADR 0011).
 */
export function ModalDialog({
  open,
  onClose,
  className,
  labelledBy,
  children,
}: {
  open: boolean;
  onClose: () => void;
  className?: string;
  labelledBy: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    // A tap on the backdrop closes too, as people expect of a drawer; Escape is the keyboard's.
    const dialog = ref.current;
    const onBackdrop = (event: MouseEvent) => {
      if (event.target !== dialog || !dialog) return;
      // The dialog's own empty area is the dialog too: only a click outside its box counts.
      const box = dialog.getBoundingClientRect();
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (!inside) onClose();
    };
    dialog?.addEventListener('click', onBackdrop);
    return () => dialog?.removeEventListener('click', onBackdrop);
  }, [onClose]);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Browsers without the modal API (before 2022) still show it, as a plain open dialog.
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={labelledBy}
      // The close event is queued: one from a close the page asked for can arrive after the
      // dialog was opened again (Annuler, then Enter at once on the opener), and would shut it.
      onClose={() => {
        if (!ref.current?.open) onClose();
      }}
    >
      {open && children}
    </dialog>
  );
}

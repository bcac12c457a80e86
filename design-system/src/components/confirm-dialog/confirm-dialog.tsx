import { type ReactNode, useState } from 'react';
import { Button } from '../button/button.tsx';
import { Dialog } from '../dialog/dialog.tsx';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown; pair with `onOpenChange`. */
  open: boolean;
  /** Called with `false` on Cancel, Escape, the overlay, Close, and once `onConfirm` has finished. */
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. "Delete workshop?". */
  title: string;
  /** What will happen, and whether it can be undone. */
  description: ReactNode;
  /** The destructive button's label, e.g. "Delete workshop". */
  confirmLabel: string;
  /** The safe button's label; "Cancel" by default. */
  cancelLabel?: string;
  /** Runs the action; the dialog closes once it has finished (and stays open if it throws). */
  onConfirm: () => Promise<unknown>;
  /** Anything more to show under the description. */
  children?: ReactNode;
}

/**
 * Asks before a destructive action: Cancel, or the action in the danger colour, which shows its progress
 * and closes the dialog once done. A failed action keeps the dialog open to try again (the app has
 * already said what went wrong).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  children,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // Said elsewhere (the API client's toast, a form); staying open lets the user try again.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button variant="destructive" loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

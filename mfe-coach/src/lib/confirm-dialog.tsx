import { Button, Dialog } from '@exceed/design-system';
import { type ReactNode, useState } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The destructive button's label, e.g. "Delete workshop". */
  confirmLabel: string;
  /** Runs the action; the dialog closes once it has finished (and stays open if it throws). */
  onConfirm: () => Promise<unknown>;
  children?: ReactNode;
}

/** Asks before a destructive action (SPEC §9 quality bar): Cancel, or the action in the danger colour. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
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
      // The API client already said what went wrong; the dialog stays open to try again.
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
            Cancel
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

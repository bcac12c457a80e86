import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from '../../lib/class-names.ts';
import { CloseIcon } from '../../lib/icons.tsx';

/** Widths of a dialog on screens from 640px up; below that every dialog fills the screen. */
export type DialogSize = 'sm' | 'md' | 'lg' | 'xl';

export interface DialogProps {
  /** Whether the dialog is shown, when controlled (e.g. from a persisted flag); pair with `onOpenChange`. */
  open?: boolean;
  /** Whether the dialog starts open, when uncontrolled. */
  defaultOpen?: boolean;
  /** Called with `false` when the user closes it (Escape, the overlay, the Close button) and `true` on the trigger. */
  onOpenChange?: (open: boolean) => void;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** A sentence under the title; also the dialog's accessible description. */
  description?: ReactNode;
  /** Hides the title on screen (when the content has its own heading); it still names the dialog. */
  hideTitle?: boolean;
  /** The dialog's body; it scrolls when taller than the screen. */
  children?: ReactNode;
  /** Actions pinned under the body, e.g. Cancel and Confirm buttons. */
  footer?: ReactNode;
  /** An element that opens the dialog (e.g. a `Button`), for uncontrolled use. */
  trigger?: ReactNode;
  /** Width from 640px up: `sm` 24rem, `md` 32rem (default), `lg` 48rem, `xl` 64rem. */
  size?: DialogSize;
  /** Extra class names for the dialog panel. */
  className?: string;
}

/**
 * A modal dialog: focus moves into it and stays there, the page behind is inert, Escape, a click on the
 * overlay or the Close button closes it, and focus returns to what opened it. Full screen below 640px.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  hideTitle = false,
  children,
  footer,
  trigger,
  size = 'md',
  className,
}: DialogProps) {
  // Radix warns when a dialog has no description unless aria-describedby is explicitly undefined.
  const describedBy = description ? {} : { 'aria-describedby': undefined };
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ex-dialog__overlay" />
        <RadixDialog.Content className={cx('ex-dialog', className)} data-size={size} {...describedBy}>
          <div className="ex-dialog__header" data-hidden-title={hideTitle ? '' : undefined}>
            <RadixDialog.Title className={cx('ex-dialog__title', hideTitle && 'ex-visually-hidden')}>
              {title}
            </RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="ex-dialog__description">
                {description}
              </RadixDialog.Description>
            ) : null}
          </div>
          <div className="ex-dialog__body">{children}</div>
          {footer ? <div className="ex-dialog__footer">{footer}</div> : null}
          <RadixDialog.Close className="ex-dialog__close" aria-label="Close">
            <CloseIcon />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

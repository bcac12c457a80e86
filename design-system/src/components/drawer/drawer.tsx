import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from '../../lib/class-names.ts';
import { CloseIcon } from '../../lib/icons.tsx';

/** The edge a drawer slides in from on screens from 640px up. */
export type DrawerSide = 'left' | 'right';

/** Widths of a drawer from 640px up: `sm` 20rem, `md` 24rem, `lg` 32rem. */
export type DrawerSize = 'sm' | 'md' | 'lg';

export interface DrawerProps {
  /** Whether the drawer is shown, when controlled; pair with `onOpenChange`. */
  open?: boolean;
  /** Whether the drawer starts open, when uncontrolled. */
  defaultOpen?: boolean;
  /** Called with `false` when the user closes it (Escape, the overlay, the Close button) and `true` on the trigger. */
  onOpenChange?: (open: boolean) => void;
  /** The drawer's heading and accessible name. */
  title: ReactNode;
  /** A sentence under the title; also the drawer's accessible description. */
  description?: ReactNode;
  /** Hides the title on screen (e.g. a navigation drawer that shows a logo); it still names the drawer. */
  hideTitle?: boolean;
  /** The drawer's body; it scrolls when taller than the screen. */
  children?: ReactNode;
  /** Actions pinned under the body, e.g. Save and Cancel buttons of a detail panel. */
  footer?: ReactNode;
  /** An element that opens the drawer (e.g. a menu `Button`), for uncontrolled use. */
  trigger?: ReactNode;
  /** `left` for navigation (it mirrors the menu button), `right` (default) for detail panels. */
  side?: DrawerSide;
  /**
   * Below 640px, slide up from the bottom as a sheet instead of from the side, so a detail panel sits
   * under the thumb. On by default for right drawers; navigation drawers keep their side.
   */
  sheetOnPhones?: boolean;
  /** Width from 640px up; see `DrawerSize`. `md` by default. */
  size?: DrawerSize;
  /** Extra class names for the drawer panel. */
  className?: string;
}

/**
 * A side sheet over the page, built on the same modal dialog as `Dialog`: focus moves into it and stays
 * there, the page behind is inert, Escape, a click on the overlay or the Close button closes it, and focus
 * returns to what opened it. Used for mobile navigation and detail panels.
 */
export function Drawer({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  hideTitle = false,
  children,
  footer,
  trigger,
  side = 'right',
  sheetOnPhones = side === 'right',
  size = 'md',
  className,
}: DrawerProps) {
  // Radix warns when a dialog has no description unless aria-describedby is explicitly undefined.
  const describedBy = description ? {} : { 'aria-describedby': undefined };
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ex-drawer__overlay" />
        <RadixDialog.Content
          className={cx('ex-drawer', className)}
          data-side={side}
          data-size={size}
          data-sheet-on-phones={sheetOnPhones ? '' : undefined}
          {...describedBy}
        >
          <div className="ex-drawer__header" data-hidden-title={hideTitle ? '' : undefined}>
            <RadixDialog.Title className={cx('ex-drawer__title', hideTitle && 'ex-visually-hidden')}>
              {title}
            </RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="ex-drawer__description">
                {description}
              </RadixDialog.Description>
            ) : null}
          </div>
          <div className="ex-drawer__body">{children}</div>
          {footer ? <div className="ex-drawer__footer">{footer}</div> : null}
          <RadixDialog.Close className="ex-drawer__close" aria-label="Close">
            <CloseIcon />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/class-names.ts';

export interface VisuallyHiddenProps extends ComponentPropsWithRef<'span'> {
  /** Shows the content again while it or something inside it has focus (for skip links). */
  focusable?: boolean;
}

/** Text for screen readers only: hidden on screen, still read aloud and still part of accessible names. */
export function VisuallyHidden({ focusable = false, className, ...rest }: VisuallyHiddenProps) {
  return (
    <span
      className={cx('ex-visually-hidden', className)}
      data-focusable={focusable ? '' : undefined}
      {...rest}
    />
  );
}

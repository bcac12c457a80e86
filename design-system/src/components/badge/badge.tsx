import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/class-names.ts';

/**
 * Colour of a badge: `neutral` for plain labels, `primary` for highlights ("New", "Primary"), `success`
 * for good states ("Verified", CONFIRMED), `warning` for waiting states (PENDING), `danger` for failed or
 * ended ones (CANCELLED, NO_SHOW).
 */
export type BadgeVariant = 'neutral' | 'primary' | 'success' | 'warning' | 'danger';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  /** Colour and meaning; see `BadgeVariant`. */
  variant?: BadgeVariant;
  /** `sm` fits inside tabs and table cells; `md` stands on its own. */
  size?: 'sm' | 'md';
}

/** A short status label. The colour repeats what the text says, never replaces it. */
export function Badge({ variant = 'neutral', size = 'md', className, ...rest }: BadgeProps) {
  return <span className={cx('ex-badge', className)} data-variant={variant} data-size={size} {...rest} />;
}

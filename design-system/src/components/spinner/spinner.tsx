import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/class-names.ts';

/** Sizes of a spinner; `sm` fits inside a button, `lg` fills an empty panel. */
export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** Diameter: `sm` 1em (follows the text around it), `md` 1.5rem, `lg` 2.5rem. */
  size?: SpinnerSize;
  /**
   * What is loading, announced politely to screen readers. `null` makes the spinner decorative, for when
   * the surrounding element already says it is busy (a button with aria-busy).
   */
  label?: string | null;
}

/** A rotating ring that shows work in progress. */
export function Spinner({ size = 'md', label = 'Loading', className, ...rest }: SpinnerProps) {
  const decorative = label === null;
  return (
    <span
      role={decorative ? undefined : 'status'}
      aria-hidden={decorative ? true : undefined}
      className={cx('ex-spinner', className)}
      data-size={size}
      {...rest}
    >
      <svg className="ex-spinner__ring" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="3" opacity="0.25" />
        <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {decorative ? null : <span className="ex-visually-hidden">{label}</span>}
    </span>
  );
}

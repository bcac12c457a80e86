import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../lib/class-names.ts';

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** What is missing, e.g. "No bookings yet". */
  title: ReactNode;
  /** What the user can do about it, or why it is empty. */
  description?: ReactNode;
  /** A next step, usually a `Button` (or a link through `Button asChild`). */
  action?: ReactNode;
  /** A decorative picture or icon above the title (hidden from screen readers). */
  icon?: ReactNode;
  /** The title's heading level in the page outline; `h2` by default, `p` when it should not be a heading. */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
  /** `compact` for empty tables and lists inside cards; `default` for empty pages. */
  size?: 'default' | 'compact';
}

/** What a page, list or table shows when it has nothing yet, with a next step when there is one. */
export function EmptyState({
  title,
  description,
  action,
  icon,
  titleAs: Title = 'h2',
  size = 'default',
  className,
  ...rest
}: EmptyStateProps) {
  return (
    <div className={cx('ex-empty-state', className)} data-size={size} {...rest}>
      <div className="ex-empty-state__icon" aria-hidden="true">
        {icon ?? (
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M3 13h4.5l1.5 2.5h6l1.5-2.5H21" />
            <path d="M5.5 6.5 3 13v5a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-5l-2.5-6.5A2 2 0 0 0 16.6 5H7.4a2 2 0 0 0-1.9 1.5Z" />
          </svg>
        )}
      </div>
      <Title className="ex-empty-state__title">{title}</Title>
      {description ? <p className="ex-empty-state__description">{description}</p> : null}
      {action ? <div className="ex-empty-state__action">{action}</div> : null}
    </div>
  );
}

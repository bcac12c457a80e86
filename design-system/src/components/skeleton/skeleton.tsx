import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { cx } from '../../lib/class-names.ts';

/** The outline a skeleton stands in for. */
export type SkeletonShape = 'text' | 'rect' | 'circle';

export interface SkeletonProps extends ComponentPropsWithRef<'span'> {
  /** `text` a line of text (1em tall), `rect` a block (image, card, input), `circle` an avatar. */
  shape?: SkeletonShape;
  /** CSS width (number = px); full width by default (a circle uses its height). */
  width?: number | string;
  /** CSS height (number = px); one line of text by default. */
  height?: number | string;
}

/**
 * A shimmering placeholder for content that is loading. It is hidden from screen readers: mark the
 * loading region itself with `aria-busy="true"` (or a `role="status"` with a label) so the wait is announced.
 */
export function Skeleton({ shape = 'text', width, height, className, style, ...rest }: SkeletonProps) {
  const size: CSSProperties = {};
  if (width !== undefined) size.width = width;
  if (height !== undefined) size.height = height;
  return (
    <span
      aria-hidden="true"
      className={cx('ex-skeleton', className)}
      data-shape={shape}
      style={{ ...size, ...style }}
      {...rest}
    />
  );
}

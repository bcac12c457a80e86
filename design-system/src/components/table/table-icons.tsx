import type { ComponentPropsWithRef } from 'react';

/**
 * Two columns of dots: a handle to drag a row by. Decorative; kept beside the Table rather than in
 * lib/icons.tsx while other components are being added.
 */
export function GripIcon(props: ComponentPropsWithRef<'svg'>) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <circle cx="9" cy="5" r="1.5" />
      <circle cx="15" cy="5" r="1.5" />
      <circle cx="9" cy="12" r="1.5" />
      <circle cx="15" cy="12" r="1.5" />
      <circle cx="9" cy="19" r="1.5" />
      <circle cx="15" cy="19" r="1.5" />
    </svg>
  );
}

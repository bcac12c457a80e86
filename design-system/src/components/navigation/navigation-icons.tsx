import type { ComponentPropsWithRef } from 'react';

/** Three lines, for buttons that open a navigation drawer; decorative. */
export function MenuIcon(props: ComponentPropsWithRef<'svg'>) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

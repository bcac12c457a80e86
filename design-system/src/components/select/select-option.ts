import type { ReactNode } from 'react';

/** One choice of a Select. */
export interface SelectOption {
  /** The value given to `onChange` and kept in the form (an id, an ISO code). */
  value: string;
  /** The visible text; also what the search box matches. */
  label: string;
  /** A second, quieter line under the label. */
  description?: string;
  /** A small picture before the label (a flag, a platform logo); decorative. */
  icon?: ReactNode;
  /** More words the search box matches besides the label (a country's code, a dialling code). */
  keywords?: readonly string[];
  /** Shown but cannot be chosen. */
  disabled?: boolean;
}

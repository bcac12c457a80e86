export type { VisuallyHiddenProps } from './visually-hidden.tsx';
export { VisuallyHidden } from './visually-hidden.tsx';

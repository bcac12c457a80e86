export type { SpinnerProps, SpinnerSize } from './spinner.tsx';
export { Spinner } from './spinner.tsx';

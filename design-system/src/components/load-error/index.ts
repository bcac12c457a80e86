export type { LoadErrorProps } from './load-error.tsx';
export { LoadError } from './load-error.tsx';

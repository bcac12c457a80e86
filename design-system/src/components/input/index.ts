export type { InputProps } from './input.tsx';
export { Input } from './input.tsx';

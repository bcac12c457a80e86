export type { SelectProps } from './select.tsx';
export { Select } from './select.tsx';
export type { SelectOption } from './select-option.ts';

export type { FieldControlProps, FieldProps } from './field.tsx';
export { Field } from './field.tsx';

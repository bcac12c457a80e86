export type { FieldsetProps } from './fieldset.tsx';
export { Fieldset } from './fieldset.tsx';

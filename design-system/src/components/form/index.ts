import { FormError, Form as FormRoot } from './form.tsx';

export type { FormErrorProps, FormProps } from './form.tsx';
export type { DeepPartial } from './form-values.ts';
export type { OrderedRow } from './ordered-rows.ts';
export { byOrder, renumber } from './ordered-rows.ts';
export type { FieldRegistration, FormApi, UseFormOptions } from './use-form.ts';
export { FORM_ROOT_ERROR_KEY, useForm } from './use-form.ts';
export type { FormList, FormListOptions } from './use-form-list.ts';
export { useFormList } from './use-form-list.ts';

/** A form driven by `useForm`, with its part: `<Form form={form}><Form.Error form={form} />...</Form>`. */
export const Form = Object.assign(FormRoot, { Error: FormError });

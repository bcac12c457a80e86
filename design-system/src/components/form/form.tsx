import type { ComponentPropsWithoutRef } from 'react';
import { cx } from '../../lib/class-names.ts';
import { ErrorIcon } from '../../lib/icons.tsx';
import type { FormApi } from './use-form.ts';

export interface FormProps<T> extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'noValidate'> {
  /** The state from `useForm`; the form submits through it and shows its form-level error. */
  form: FormApi<T>;
  /**
   * Shows the form-level error as the form's first child. Pass `false` and place `<Form.Error form={form} />`
   * yourself where the fields start (e.g. at the top of `Card.Content`).
   */
  showError?: boolean;
}

/**
 * A `<form>` driven by `useForm`: `noValidate` (the contract's validator decides, not the browser), submits
 * through `form.handleSubmit`, and shows the form-level error above the fields.
 */
export function Form<T>({ form, showError = true, className, children, ...rest }: FormProps<T>) {
  return (
    <form
      {...rest}
      ref={form.formRef}
      noValidate
      className={cx('ex-form', className)}
      aria-busy={form.submitting ? true : undefined}
      onSubmit={(event) => {
        void form.handleSubmit(event);
      }}
    >
      {showError ? <FormError form={form} /> : null}
      {children}
    </form>
  );
}

export interface FormErrorProps<T> {
  form: FormApi<T>;
  className?: string;
}

/**
 * The form-level error (the bag's root key, or a message for a field the form does not show). It is an
 * alert because no field takes focus to read it; nothing is rendered while there is none.
 */
export function FormError<T>({ form, className }: FormErrorProps<T>) {
  if (!form.formError) return null;
  return (
    <div role="alert" className={cx('ex-form__error', className)}>
      <ErrorIcon />
      <p>{form.formError}</p>
    </div>
  );
}

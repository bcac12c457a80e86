import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../lib/class-names.ts';
import { joinIds } from '../../lib/join-ids.ts';
import { Field } from '../field/field.tsx';

export interface InputProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  /** The visible label; also the input's accessible name. */
  label: ReactNode;
  /** Help text under the label (format hints, what the value is used for). */
  description?: ReactNode;
  /** Validation message shown under the input; marks it aria-invalid and describes it. */
  error?: ReactNode;
  /** Hides the label on screen while keeping it as the accessible name. */
  hideLabel?: boolean;
  /** Extra class names for the input element; `className` goes to the field wrapper. */
  inputClassName?: string;
}

/**
 * A labelled text input. The ref reaches the `<input>`, so a form can focus the first field with an error.
 * `required` sets both the native attribute and the `*` marker; use `noValidate` on forms validated in code.
 */
export function Input({
  label,
  description,
  error,
  hideLabel,
  id,
  required,
  className,
  inputClassName,
  type = 'text',
  'aria-describedby': ariaDescribedBy,
  ...rest
}: InputProps) {
  return (
    <Field
      label={label}
      description={description}
      error={error}
      hideLabel={hideLabel}
      id={id}
      required={required}
      className={className}
    >
      {(control) => (
        <input
          {...rest}
          {...control}
          aria-describedby={joinIds(control['aria-describedby'], ariaDescribedBy)}
          required={required}
          type={type}
          className={cx('ex-input', inputClassName)}
        />
      )}
    </Field>
  );
}

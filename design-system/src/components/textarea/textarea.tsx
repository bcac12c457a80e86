import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../lib/class-names.ts';
import { joinIds } from '../../lib/join-ids.ts';
import { Field } from '../field/field.tsx';

export interface TextareaProps extends ComponentPropsWithRef<'textarea'> {
  /** The visible label; also the text area's accessible name. */
  label: ReactNode;
  /** Help text under the label (length limits, what the text is shown as). */
  description?: ReactNode;
  /** Validation message shown under the text area; marks it aria-invalid and describes it. */
  error?: ReactNode;
  /** Hides the label on screen while keeping it as the accessible name. */
  hideLabel?: boolean;
  /** Extra class names for the textarea element; `className` goes to the field wrapper. */
  textareaClassName?: string;
}

/** A labelled multi-line text input (a headline, a bio). The ref reaches the `<textarea>`. */
export function Textarea({
  label,
  description,
  error,
  hideLabel,
  id,
  required,
  className,
  textareaClassName,
  rows = 4,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: TextareaProps) {
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
        <textarea
          {...rest}
          {...control}
          aria-describedby={joinIds(control['aria-describedby'], ariaDescribedBy)}
          required={required}
          rows={rows}
          className={cx('ex-input', 'ex-textarea', textareaClassName)}
        />
      )}
    </Field>
  );
}

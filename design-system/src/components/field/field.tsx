import { type ReactNode, useId } from 'react';
import { cx } from '../../lib/class-names.ts';
import { joinIds } from '../../lib/join-ids.ts';

/** Props a form control inside a `Field` must receive to be labelled and described. */
export interface FieldControlProps {
  /** Ties the control to the field's `<label>`. */
  id: string;
  /** The error and description element ids, error first. */
  'aria-describedby'?: string;
  /** Present while the field shows an error. */
  'aria-invalid'?: true;
  /** Mirrors the field's `required` without turning on the browser's own validation popups. */
  'aria-required'?: true;
}

export interface FieldProps {
  /** The visible label; also the accessible name of the control. */
  label: ReactNode;
  /** Help text under the label, read after the error by screen readers. */
  description?: ReactNode;
  /** Validation message; when present the control is marked aria-invalid and describes itself with it. */
  error?: ReactNode;
  /** The control's id; generated when absent. */
  id?: string;
  /** Marks the field as required: a `*` after the label and `aria-required` on the control. */
  required?: boolean;
  /** Hides the label on screen; it still names the control (e.g. a search box with a visible icon). */
  hideLabel?: boolean;
  /** Extra class names for the wrapper. */
  className?: string;
  /** Renders the control, spreading the given props onto it: `{(control) => <select {...control} />}`. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Whether a node will render something visible (a validation message of `''` or `false` means none). */
function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/**
 * A label, description and error message wired to one form control with `id`/`htmlFor`, `aria-invalid`
 * and `aria-describedby`. `Input` and `Textarea` use it; wrap any other control (a select, a country
 * picker) in it to get the same layout and accessibility.
 */
export function Field({
  label,
  description,
  error,
  id,
  required = false,
  hideLabel = false,
  className,
  children,
}: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? `ex-field-${generatedId}`;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const invalid = hasContent(error);
  const described = hasContent(description);

  return (
    <div className={cx('ex-field', className)} data-invalid={invalid ? '' : undefined}>
      <label htmlFor={controlId} className={cx('ex-field__label', hideLabel && 'ex-visually-hidden')}>
        {label}
        {required ? (
          <span className="ex-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {described ? (
        <p id={descriptionId} className="ex-field__description">
          {description}
        </p>
      ) : null}
      {children({
        id: controlId,
        'aria-describedby': joinIds(invalid && errorId, described && descriptionId),
        'aria-invalid': invalid ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {invalid ? (
        <p id={errorId} className="ex-field__error">
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M12 7.5v5M12 16.5h.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

import { Checkbox as RadixCheckbox } from 'radix-ui';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from '../../lib/class-names.ts';
import { CheckIcon, ErrorIcon, MinusIcon } from '../../lib/icons.tsx';
import { joinIds } from '../../lib/join-ids.ts';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<typeof RadixCheckbox.Root>, 'children'> {
  /** The text beside the box; clicking it toggles the box, and it is the box's accessible name. */
  label: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** Validation message (e.g. terms not accepted); marks the box aria-invalid and describes it. */
  error?: ReactNode;
  /** `true`, `false` or `'indeterminate'` (some of a group checked), when controlled. */
  checked?: boolean | 'indeterminate';
  /** Called with the new state when the user toggles the box. */
  onCheckedChange?: (checked: boolean | 'indeterminate') => void;
}

/**
 * A labelled checkbox (Radix: a `role="checkbox"` button, toggled with Space). Same error and description
 * wiring as `Field`, laid out beside the box instead of above it. The ref reaches the box, so a form can
 * focus it.
 */
export function Checkbox({
  label,
  description,
  error,
  id,
  required,
  className,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: CheckboxProps) {
  const generatedId = useId();
  const controlId = id ?? `ex-checkbox-${generatedId}`;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const described = description !== undefined && description !== null && description !== '';

  return (
    <div className={cx('ex-checkbox', className)} data-invalid={invalid ? '' : undefined}>
      <RadixCheckbox.Root
        {...rest}
        id={controlId}
        required={required}
        className="ex-checkbox__control"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={joinIds(invalid && errorId, described && descriptionId, ariaDescribedBy)}
      >
        <RadixCheckbox.Indicator className="ex-checkbox__indicator">
          <CheckIcon className="ex-checkbox__check" />
          <MinusIcon className="ex-checkbox__dash" />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <div className="ex-checkbox__text">
        <label htmlFor={controlId} className="ex-checkbox__label">
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
        {invalid ? (
          <p id={errorId} className="ex-field__error">
            <ErrorIcon />
            <span>{error}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}

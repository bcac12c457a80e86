import { Switch as RadixSwitch } from 'radix-ui';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from '../../lib/class-names.ts';
import { ErrorIcon } from '../../lib/icons.tsx';
import { joinIds } from '../../lib/join-ids.ts';

export interface SwitchProps extends Omit<ComponentPropsWithRef<typeof RadixSwitch.Root>, 'children'> {
  /** What the switch turns on; also its accessible name. */
  label: ReactNode;
  /** Help text under the label (what changes when it is on). */
  description?: ReactNode;
  /** Validation message; marks the switch aria-invalid and describes it. */
  error?: ReactNode;
  /** Whether it is on, when controlled. */
  checked?: boolean;
  /** Called with the new state when the user flips it. */
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * An on/off setting that applies at once (Radix: a `role="switch"` button, flipped with Space or Enter).
 * Use a `Checkbox` for choices that are only saved with a form. The ref reaches the switch.
 */
export function Switch({
  label,
  description,
  error,
  id,
  className,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: SwitchProps) {
  const generatedId = useId();
  const controlId = id ?? `ex-switch-${generatedId}`;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const described = description !== undefined && description !== null && description !== '';

  return (
    <div className={cx('ex-switch', className)} data-invalid={invalid ? '' : undefined}>
      <RadixSwitch.Root
        {...rest}
        id={controlId}
        className="ex-switch__control"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={joinIds(invalid && errorId, described && descriptionId, ariaDescribedBy)}
      >
        <RadixSwitch.Thumb className="ex-switch__thumb" />
      </RadixSwitch.Root>
      <div className="ex-switch__text">
        <label htmlFor={controlId} className="ex-switch__label">
          {label}
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

import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from '../../lib/class-names.ts';
import { ErrorIcon } from '../../lib/icons.tsx';
import { joinIds } from '../../lib/join-ids.ts';

/** One choice of a radio group. */
export interface RadioOption<V extends string = string> {
  value: V;
  /** The choice's text; clicking it chooses it, and it is the radio's accessible name. */
  label: ReactNode;
  /** Help text under the choice's label (what it means), which describes its radio. */
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string = string>
  extends Omit<
    ComponentPropsWithRef<typeof RadixRadioGroup.Root>,
    'children' | 'value' | 'defaultValue' | 'onValueChange'
  > {
  /** What is chosen; the group's accessible name. */
  label: ReactNode;
  /** Help text under the label, describing the group. */
  description?: ReactNode;
  /** Validation message; marks the group aria-invalid and describes it. */
  error?: ReactNode;
  options: ReadonlyArray<RadioOption<V>>;
  /** The chosen value, when controlled. */
  value?: V;
  defaultValue?: V;
  /** Called with the value the user chose. */
  onValueChange?: (value: V) => void;
}

/**
 * One choice out of a few, all in sight (Radix: a `role="radiogroup"` of `role="radio"` buttons; Tab
 * reaches the chosen one, the arrow keys move and choose). Labelled, described and marked invalid like
 * `Field`; each choice may carry its own description. The ref reaches the group.
 */
export function RadioGroup<V extends string = string>({
  label,
  description,
  error,
  options,
  id,
  className,
  onValueChange,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: RadioGroupProps<V>) {
  const generatedId = useId();
  const groupId = id ?? `ex-radio-group-${generatedId}`;
  const labelId = `${groupId}-label`;
  const descriptionId = `${groupId}-description`;
  const errorId = `${groupId}-error`;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const described = description !== undefined && description !== null && description !== '';

  return (
    <div className={cx('ex-radio-group', className)} data-invalid={invalid ? '' : undefined}>
      <span id={labelId} className="ex-field__label">
        {label}
      </span>
      {described ? (
        <p id={descriptionId} className="ex-field__description">
          {description}
        </p>
      ) : null}
      <RadixRadioGroup.Root
        {...rest}
        id={groupId}
        className="ex-radio-group__options"
        aria-labelledby={labelId}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={joinIds(invalid && errorId, described && descriptionId, ariaDescribedBy)}
        onValueChange={onValueChange as ((value: string) => void) | undefined}
      >
        {options.map((option) => {
          const itemId = `${groupId}-${option.value}`;
          const itemDescribed =
            option.description !== undefined && option.description !== null && option.description !== '';
          return (
            <div key={option.value} className="ex-radio-group__option">
              <RadixRadioGroup.Item
                id={itemId}
                value={option.value}
                disabled={option.disabled}
                className="ex-radio-group__control"
                aria-describedby={itemDescribed ? `${itemId}-description` : undefined}
              >
                <RadixRadioGroup.Indicator className="ex-radio-group__indicator" />
              </RadixRadioGroup.Item>
              <div className="ex-radio-group__text">
                <label htmlFor={itemId} className="ex-radio-group__label">
                  {option.label}
                </label>
                {itemDescribed ? (
                  <p id={`${itemId}-description`} className="ex-field__description">
                    {option.description}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </RadixRadioGroup.Root>
      {invalid ? (
        <p id={errorId} className="ex-field__error">
          <ErrorIcon />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

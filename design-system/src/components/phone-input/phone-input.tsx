import { type FocusEvent, type ReactNode, type Ref, useMemo, useRef, useState } from 'react';
import { cx } from '../../lib/class-names.ts';
import { joinIds } from '../../lib/join-ids.ts';
import { type Country, Flag } from '../country-select/country-select.tsx';
import { Field } from '../field/field.tsx';
import { Select } from '../select/select.tsx';
import type { SelectOption } from '../select/select-option.ts';
import { formatPhoneNumber, parsePhoneNumber } from './parse-phone-number.ts';

export interface PhoneInputProps {
  /** The countries whose dialling codes can be chosen; apps pass the contract's `COUNTRIES`. */
  countries: readonly Country[];
  /** The full international number, e.g. "+49 30 1234567"; `''` while empty; undefined when uncontrolled. */
  value?: string | null;
  /** Called with the full international number ("" when the number part is cleared). */
  onChange?: (value: string) => void;
  /** Called when focus leaves the whole control (moving between code and number is not a blur). */
  onBlur?: () => void;
  /** ISO code of the country shown while the value is empty, and preferred when a code is shared (+1). */
  defaultCountry?: string;
  /** The visible label; names the number box. */
  label: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** Validation message; marks the number box aria-invalid. */
  error?: ReactNode;
  required?: boolean;
  hideLabel?: boolean;
  disabled?: boolean;
  /** The number box's id (generated when absent). */
  id?: string;
  /** The number box's name, so a form finds the field. */
  name?: string;
  /** Placeholder of the number box (the national part). */
  placeholder?: string;
  /** Accessible name of the dialling-code picker. */
  countryLabel?: string;
  /** Placeholder of the country search box. */
  searchPlaceholder?: string;
  /** Class names for the field wrapper. */
  className?: string;
  'aria-describedby'?: string;
  /** Reaches the number box, so a form can focus it. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A dialling-code picker and a phone number box that together hold one international number
 * ("+49 30 1234567"), the format the API stores. An existing value is split back by the longest dialling
 * code it starts with; pasting or autofilling a number starting with "+" picks its country.
 */
export function PhoneInput({
  countries,
  value,
  onChange,
  onBlur,
  defaultCountry,
  label,
  description,
  error,
  required,
  hideLabel,
  disabled,
  id,
  name,
  placeholder,
  countryLabel = 'Country code',
  searchPlaceholder = 'Search countries...',
  className,
  'aria-describedby': ariaDescribedBy,
  ref,
}: PhoneInputProps) {
  const current = value ?? '';
  const [state, setState] = useState(() => {
    const parsed = parsePhoneNumber(current, countries, [defaultCountry]);
    return { value: current, code: parsed.country?.code ?? defaultCountry, number: parsed.number };
  });
  const wrapperRef = useRef<HTMLDivElement>(null);
  const country = countries.find((candidate) => candidate.code === state.code);

  // A value set from outside (a reset, a loaded profile) is split again; the one we emitted is not.
  if (value !== undefined && current !== state.value) {
    const parsed = parsePhoneNumber(current, countries, [state.code, defaultCountry]);
    setState({ value: current, code: parsed.country?.code ?? state.code, number: parsed.number });
  }

  const options = useMemo<SelectOption[]>(
    () =>
      countries.map((entry) => ({
        value: entry.code,
        label: entry.name,
        description: entry.dialCode,
        icon: <Flag country={entry} />,
        keywords: [entry.code, entry.dialCode, entry.dialCode.slice(1)],
      })),
    [countries],
  );

  const emit = (code: string | undefined, number: string) => {
    const next = formatPhoneNumber(
      countries.find((candidate) => candidate.code === code),
      number,
    );
    setState({ value: next, code, number });
    if (next !== state.value) onChange?.(next);
  };

  const changeNumber = (raw: string) => {
    if (raw.trim().startsWith('+')) {
      const parsed = parsePhoneNumber(raw, countries, [state.code, defaultCountry]);
      if (parsed.country) {
        emit(parsed.country.code, parsed.number);
        return;
      }
    }
    emit(state.code, raw);
  };

  const handleBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && wrapperRef.current?.contains(next)) return;
    onBlur?.();
  };

  return (
    <Field
      label={label}
      description={description}
      error={error}
      id={id}
      required={required}
      hideLabel={hideLabel}
      className={cx('ex-phone-input', className)}
    >
      {(control) => (
        <div ref={wrapperRef} className="ex-phone-input__controls">
          <Select
            options={options}
            value={state.code ?? null}
            onChange={(code) => emit(code, state.number)}
            onBlur={handleBlur}
            aria-label={countryLabel}
            placeholder="Code"
            searchPlaceholder={searchPlaceholder}
            disabled={disabled}
            className="ex-phone-input__country"
            contentClassName="ex-phone-input__countries"
            renderValue={() =>
              country ? (
                <>
                  <span className="ex-select__icon" aria-hidden="true">
                    <Flag country={country} />
                  </span>
                  <span className="ex-select__text">{country.dialCode}</span>
                </>
              ) : null
            }
          />
          <input
            {...control}
            ref={ref}
            aria-describedby={joinIds(control['aria-describedby'], ariaDescribedBy)}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            name={name}
            required={required}
            disabled={disabled}
            placeholder={placeholder}
            className="ex-input ex-phone-input__number"
            value={state.number}
            onChange={(event) => changeNumber(event.target.value)}
            onBlur={handleBlur}
          />
        </div>
      )}
    </Field>
  );
}

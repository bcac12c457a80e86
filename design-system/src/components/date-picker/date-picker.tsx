import { Popover } from 'radix-ui';
import { type FocusEvent, type ReactNode, useId, useRef, useState } from 'react';
import { cx } from '../../lib/class-names.ts';
import { CalendarIcon } from '../../lib/icons.tsx';
import { OptionalField } from '../field/optional-field.tsx';
import { Calendar } from './calendar.tsx';
import { clampDate, formatDate, isWithin, parseIsoDate, todayIso } from './calendar-date.ts';

export interface DatePickerProps {
  /** The date as ISO `YYYY-MM-DD`; `''` or null for none. Controlled when given. */
  value?: string | null;
  /** The first date when uncontrolled. */
  defaultValue?: string;
  /** Called with a valid ISO date in range, or `''` when the input is cleared; never with half-typed text. */
  onChange?: (value: string) => void;
  /** Called when focus leaves the whole control (input, button and calendar). */
  onBlur?: () => void;
  /** The earliest date that can be chosen (ISO); earlier days are disabled. */
  min?: string;
  /** The latest date that can be chosen (ISO). */
  max?: string;
  /** The language of month and day names; the browser's by default. */
  locale?: string;
  /** The first column of the calendar: 0 Sunday, 1 Monday (default). */
  weekStartsOn?: number;
  /** Shown in the empty input. "YYYY-MM-DD" by default, the format it accepts. */
  placeholder?: string;
  disabled?: boolean;
  /** The input's name, for native forms. */
  name?: string;
  /**
   * With a label the picker renders its own `Field` (label, description, error). Without one it is a bare
   * control for use inside a `Field` render prop (spread the control props onto it) or with `aria-label`.
   */
  label?: ReactNode;
  /** Help text under the label (only with `label`). */
  description?: ReactNode;
  /** Validation message; marks the input aria-invalid (only with `label`). */
  error?: ReactNode;
  /** Shows a `*` after the label and sets aria-required (only with `label`). */
  required?: boolean;
  /** Hides the label on screen while keeping it as the accessible name. */
  hideLabel?: boolean;
  /** The input's id (from `Field`, or generated). */
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Accessible name of the calendar button and the calendar; "Choose date" by default. */
  calendarLabel?: string;
  /** Accessible name of the previous month button; "Previous month" by default. */
  previousMonthLabel?: string;
  /** Accessible name of the next month button; "Next month" by default. */
  nextMonthLabel?: string;
  /** Class names for the field wrapper (with `label`) or the control (without). */
  className?: string;
}

/**
 * A date input: type an ISO date or pick one from a calendar popover (month buttons, arrow keys,
 * Page Up/Down for months, Enter to choose, Escape to close). Dates outside `min`/`max` are disabled.
 */
export function DatePicker({
  label,
  description,
  error,
  required,
  hideLabel,
  id,
  className,
  ...rest
}: DatePickerProps) {
  const labelling = { label, description, error, required, hideLabel, id, className };
  return (
    <OptionalField {...labelling} aria-describedby={rest['aria-describedby']}>
      {(control) => <DatePickerControl {...rest} {...control} />}
    </OptionalField>
  );
}

type DatePickerControlProps = Omit<
  DatePickerProps,
  'label' | 'description' | 'error' | 'required' | 'hideLabel'
>;

function DatePickerControl({
  value: valueProp,
  defaultValue = '',
  onChange,
  onBlur,
  min,
  max,
  locale,
  weekStartsOn = 1,
  placeholder = 'YYYY-MM-DD',
  disabled = false,
  name,
  id,
  calendarLabel = 'Choose date',
  previousMonthLabel = 'Previous month',
  nextMonthLabel = 'Next month',
  className,
  ...aria
}: DatePickerControlProps) {
  const generatedId = useId();
  const [ownValue, setOwnValue] = useState(defaultValue);
  const value = (valueProp === undefined ? ownValue : valueProp) ?? '';
  const [draft, setDraft] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  const [open, setOpen] = useState(false);
  const [focusedDate, setFocusedDate] = useState(() => todayIso());
  const rootRef = useRef<HTMLDivElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);

  // A new value from outside replaces whatever is typed.
  if (value !== seenValue) {
    setSeenValue(value);
    setDraft(value);
  }

  const commit = (next: string) => {
    if (valueProp === undefined) setOwnValue(next);
    setSeenValue(next);
    if (next !== value) onChange?.(next);
  };

  const onOpenChange = (next: boolean) => {
    if (next) setFocusedDate(clampDate(parseIsoDate(value) ?? todayIso(), min, max));
    setOpen(next);
  };

  const onInput = (text: string) => {
    setDraft(text);
    const trimmed = text.trim();
    if (trimmed === '') return commit('');
    const date = parseIsoDate(trimmed);
    if (date && isWithin(date, min, max)) commit(date);
  };

  const onFocusLeave = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && (rootRef.current?.contains(next) || popoverRef.current?.contains(next))) return;
    // Half-typed or out-of-range text gives way to the value the form actually holds.
    if (!open) setDraft(value);
    if (!open) onBlur?.();
  };

  const chosen = parseIsoDate(value);
  const buttonLabel = chosen
    ? `${calendarLabel}, ${formatDate(chosen, { day: 'numeric', month: 'long', year: 'numeric' }, locale)}`
    : calendarLabel;

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor asChild>
        <div
          ref={rootRef}
          className={cx('ex-date-picker', className)}
          data-disabled={disabled ? '' : undefined}
        >
          <input
            {...aria}
            id={id ?? `ex-date-picker-${generatedId}`}
            name={name}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            className="ex-input ex-date-picker__input"
            placeholder={placeholder}
            disabled={disabled}
            value={draft}
            onBlur={onFocusLeave}
            onChange={(event) => onInput(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' && event.altKey) {
                event.preventDefault();
                onOpenChange(true);
              }
            }}
          />
          <Popover.Trigger asChild>
            <button
              type="button"
              className="ex-date-picker__button"
              aria-label={buttonLabel}
              disabled={disabled}
              onBlur={onFocusLeave}
            >
              <CalendarIcon />
            </button>
          </Popover.Trigger>
        </div>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          ref={popoverRef}
          className="ex-date-picker__popover"
          aria-label={calendarLabel}
          align="start"
          sideOffset={4}
          collisionPadding={8}
          // The calendar focuses its own date; Radix would focus the first button (previous month).
          onOpenAutoFocus={(event) => event.preventDefault()}
          onBlur={onFocusLeave}
        >
          <Calendar
            value={chosen}
            focusedDate={focusedDate}
            onFocusedDateChange={setFocusedDate}
            onSelect={(date) => {
              setDraft(date);
              commit(date);
              setOpen(false);
            }}
            min={min}
            max={max}
            locale={locale}
            weekStartsOn={weekStartsOn}
            autoFocus
            previousMonthLabel={previousMonthLabel}
            nextMonthLabel={nextMonthLabel}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

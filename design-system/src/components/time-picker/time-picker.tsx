import { Popover } from 'radix-ui';
import { type KeyboardEvent, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { cx } from '../../lib/class-names.ts';
import { ClockIcon } from '../../lib/icons.tsx';
import { OptionalField } from '../field/optional-field.tsx';
import { closestIndex, parseTime, timeOptions } from './time-value.ts';

/** Where the list opens when there is no time yet: the start of a working day. */
const FIRST_SHOWN = '09:00';

export interface TimePickerProps {
  /** The time as `HH:mm` (24-hour); `''` or null for none. Controlled when given. */
  value?: string | null;
  /** The first time when uncontrolled. */
  defaultValue?: string;
  /** Called with a valid `HH:mm` in range, or `''` when the input is cleared. */
  onChange?: (value: string) => void;
  /** Called when focus leaves the input (the list never takes focus). */
  onBlur?: () => void;
  /** Minutes between the listed times; 15 by default. Any minute can still be typed. */
  step?: number;
  /** The earliest time that can be chosen, `HH:mm`. */
  min?: string;
  /** The latest time that can be chosen, `HH:mm`. */
  max?: string;
  /** Shown in the empty input; "HH:mm" by default. */
  placeholder?: string;
  disabled?: boolean;
  /** The input's name, for native forms. */
  name?: string;
  /** Accessible name of the list of times; "Times" by default. */
  listLabel?: string;
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
  /** Class names for the field wrapper (with `label`) or the control (without). */
  className?: string;
}

/**
 * A time input with a list of times every `step` minutes (a combobox): type `9:30`, `930` or `2 pm`, or
 * open the list with the arrow keys or a click, move with arrows and Page Up/Down, choose with Enter,
 * close with Escape. Focus stays in the input throughout.
 */
export function TimePicker({
  label,
  description,
  error,
  required,
  hideLabel,
  id,
  className,
  ...rest
}: TimePickerProps) {
  const labelling = { label, description, error, required, hideLabel, id, className };
  return (
    <OptionalField {...labelling} aria-describedby={rest['aria-describedby']}>
      {(control) => <TimePickerControl {...rest} {...control} />}
    </OptionalField>
  );
}

type TimePickerControlProps = Omit<
  TimePickerProps,
  'label' | 'description' | 'error' | 'required' | 'hideLabel'
>;

function TimePickerControl({
  value: valueProp,
  defaultValue = '',
  onChange,
  onBlur,
  step = 15,
  min = '00:00',
  max = '23:59',
  placeholder = 'HH:mm',
  disabled = false,
  name,
  listLabel = 'Times',
  id,
  className,
  ...aria
}: TimePickerControlProps) {
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const options = useMemo(() => timeOptions(step, min, max), [step, min, max]);
  const [ownValue, setOwnValue] = useState(defaultValue);
  const value = (valueProp === undefined ? ownValue : valueProp) ?? '';
  const [draft, setDraft] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // Whether Enter takes the highlighted option (after arrows) or the typed text (after typing).
  const [pickedFromList, setPickedFromList] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  // A new value from outside replaces whatever is typed.
  if (value !== seenValue) {
    setSeenValue(value);
    setDraft(value);
  }

  const inRange = (time: string) => time >= min && time <= max;

  const commit = (next: string) => {
    setDraft(next);
    if (valueProp === undefined) setOwnValue(next);
    setSeenValue(next);
    if (next !== value) onChange?.(next);
  };

  /** Commits the typed text when it names a time in range; otherwise puts back the value. */
  const settleDraft = () => {
    if (draft.trim() === '') return commit('');
    const time = parseTime(draft);
    if (time && inRange(time)) commit(time);
    else setDraft(value);
  };

  const openList = () => {
    if (disabled || options.length === 0) return;
    const anchor = parseTime(draft) ?? (value || FIRST_SHOWN);
    setActive(closestIndex(options, anchor));
    setOpen(true);
  };

  const choose = (index: number) => {
    const time = options[index];
    if (time) commit(time);
    setOpen(false);
  };

  const moveActive = (next: number) => {
    setActive(Math.min(Math.max(next, 0), options.length - 1));
    setPickedFromList(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      PageDown: active + Math.max(1, Math.round(60 / step)),
      PageUp: active - Math.max(1, Math.round(60 / step)),
    };
    if (event.key in moves) {
      event.preventDefault();
      if (!open) {
        openList();
        setPickedFromList(true);
      } else moveActive(moves[event.key] ?? active);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      if (pickedFromList) choose(active);
      else {
        settleDraft();
        setOpen(false);
      }
    } else if (event.key === 'Enter') {
      settleDraft();
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Anchor asChild>
        <div
          ref={rootRef}
          className={cx('ex-time-picker', className)}
          data-disabled={disabled ? '' : undefined}
        >
          <input
            {...aria}
            id={id ?? `ex-time-picker-${baseId}`}
            name={name}
            type="text"
            role="combobox"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-autocomplete="none"
            aria-activedescendant={open && options[active] ? optionId(active) : undefined}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            className="ex-input ex-time-picker__input"
            placeholder={placeholder}
            disabled={disabled}
            value={draft}
            onChange={(event) => {
              const text = event.target.value;
              setDraft(text);
              setPickedFromList(false);
              if (text.trim() === '') return commit('');
              const strict = parseTime(text, true);
              if (strict && inRange(strict)) commit(strict);
              const loose = parseTime(text);
              if (loose && options.length > 0) {
                setActive(closestIndex(options, loose));
                setOpen(true);
              }
            }}
            onClick={() => {
              if (!open) openList();
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              settleDraft();
              setOpen(false);
              onBlur?.();
            }}
          />
          <ClockIcon className="ex-time-picker__icon" />
        </div>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          id={listId}
          role="listbox"
          aria-label={listLabel}
          className="ex-time-picker__list"
          align="start"
          sideOffset={4}
          collisionPadding={8}
          // Focus stays in the input; the list is only pointed at with aria-activedescendant.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if (rootRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
        >
          {options.map((time, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input's arrow keys and Enter choose options; focus never leaves it.
            <div
              key={time}
              id={optionId(index)}
              role="option"
              aria-selected={time === value}
              tabIndex={-1}
              className="ex-time-picker__option"
              data-active={index === active ? '' : undefined}
              // Keeps the highlighted option in view as it moves, and as the list first mounts in its portal.
              ref={index === active ? (node) => node?.scrollIntoView?.({ block: 'nearest' }) : undefined}
              // Keep focus in the input: a mouse press on an option must not blur it.
              onMouseDown={(event) => event.preventDefault()}
              onPointerMove={() => setActive(index)}
              onClick={() => choose(index)}
            >
              {time}
            </div>
          ))}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

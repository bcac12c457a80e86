import { Popover } from 'radix-ui';
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { cx } from '../../lib/class-names.ts';
import { CheckIcon, ChevronDownIcon, SearchIcon } from '../../lib/icons.tsx';
import { joinIds } from '../../lib/join-ids.ts';
import { Field } from '../field/field.tsx';
import { filterOptions } from './filter-options.ts';
import type { SelectOption } from './select-option.ts';

export interface SelectProps {
  /** The choices, in the order shown (search results keep it within each match rank). */
  options: readonly SelectOption[];
  /** The chosen option's value; `null`, `''` or an unknown value shows the placeholder. */
  value?: string | null;
  /** Called with the value of the option the user picks (not when they pick the current one again). */
  onChange?: (value: string) => void;
  /**
   * Called when focus leaves the whole control (button and list), so a form validates once, not on open.
   * The event's `relatedTarget` says where focus went.
   */
  onBlur?: (event: FocusEvent) => void;
  /** Shown in the button while nothing is chosen. */
  placeholder?: string;
  /** Placeholder of the search box. */
  searchPlaceholder?: string;
  /** Accessible name of the search box; `searchPlaceholder` when absent. */
  searchLabel?: string;
  /** Shown when no option matches the search. */
  emptyText?: ReactNode;
  disabled?: boolean;
  /** Submits the value under this name with a hidden input (native forms); also how a form finds the field. */
  name?: string;
  /**
   * With a label the Select renders its own `Field` (label, description, error). Without one it is a bare
   * control for use inside a `Field` render prop or with `aria-label`.
   */
  label?: ReactNode;
  /** Help text under the label (only with `label`). */
  description?: ReactNode;
  /** Validation message; marks the button aria-invalid. */
  error?: ReactNode;
  /** Shows a `*` after the label and sets aria-required. */
  required?: boolean;
  /** Hides the label on screen while keeping it as the accessible name. */
  hideLabel?: boolean;
  /** The button's id (from `Field`, or generated). */
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Class names for the field wrapper (with `label`) or the button (without). */
  className?: string;
  /** Class names for the popover, e.g. to make it wider than a narrow button. */
  contentClassName?: string;
  /** What the button shows for the chosen option; its icon and label by default. */
  renderValue?: (option: SelectOption) => ReactNode;
  /** Opens the list on mount (stories, tests). */
  defaultOpen?: boolean;
  /** Reaches the button, so a form can focus it. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A searchable single choice: a button showing the chosen option opens a popover with a search box and a
 * listbox. The button is a select-only combobox and the search box a combobox whose active option is
 * `aria-activedescendant`, so focus stays in the search box while the arrows move through the list. Keys:
 * arrows or typing on the button open it (typing starts the search), arrows move, Enter picks, Escape and
 * Tab close, and focus returns to the button.
 */
export function Select({
  label,
  description,
  error,
  required,
  hideLabel,
  id,
  className,
  ...control
}: SelectProps) {
  if (label === undefined) {
    return (
      <SelectControl
        {...control}
        id={id}
        className={className}
        aria-invalid={control['aria-invalid'] ?? (error ? true : undefined)}
        aria-required={control['aria-required'] ?? (required ? true : undefined)}
      />
    );
  }
  return (
    <Field
      label={label}
      description={description}
      error={error}
      id={id}
      required={required}
      hideLabel={hideLabel}
      className={className}
    >
      {(field) => (
        <SelectControl
          {...control}
          {...field}
          aria-describedby={joinIds(field['aria-describedby'], control['aria-describedby'])}
        />
      )}
    </Field>
  );
}

/** Radix marks a popover a dialog; this one only holds a combobox and its listbox, which say what it is. */
const NOT_A_DIALOG = { role: undefined };

type SelectControlProps = Omit<SelectProps, 'label' | 'description' | 'error' | 'required' | 'hideLabel'>;

/** The text of the control's label without the required `*`, to name the listbox after it. */
function labelText(trigger: HTMLButtonElement | null, labelledBy: string | undefined): string | undefined {
  const labelElement = labelledBy
    ? document.getElementById(labelledBy.split(' ')[0] ?? '')
    : (trigger?.labels?.[0] ?? null);
  if (!labelElement) return undefined;
  const copy = labelElement.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent?.trim() || undefined;
}

function SelectControl({
  options,
  value,
  onChange,
  onBlur,
  placeholder = 'Select...',
  searchPlaceholder = 'Search...',
  searchLabel,
  emptyText = 'No results',
  disabled = false,
  name,
  id,
  className,
  contentClassName,
  renderValue,
  defaultOpen = false,
  ref,
  ...aria
}: SelectControlProps) {
  const baseId = useId();
  const listboxId = `ex-select-${baseId}-listbox`;
  const optionId = (index: number) => `ex-select-${baseId}-option-${index}`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  // Inside a dialog the list is portalled into it, so the dialog's focus trap and scroll lock allow it.
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [listName, setListName] = useState<string>();
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const selected = options.find((option) => option.value === value);
  const filtered = useMemo(() => filterOptions(options, query), [options, query]);
  const active = Math.min(activeIndex, filtered.length - 1);

  const enabledFrom = (list: readonly SelectOption[], start: number, step: 1 | -1): number => {
    for (let index = start; index >= 0 && index < list.length; index += step) {
      if (!list[index]?.disabled) return index;
    }
    return -1;
  };

  const openList = (initialQuery: string) => {
    const trigger = triggerRef.current;
    setContainer(trigger?.closest<HTMLElement>('[role="dialog"]') ?? null);
    setListName(labelText(trigger, aria['aria-labelledby']) ?? aria['aria-label'] ?? placeholder);
    const list = filterOptions(options, initialQuery);
    const chosen = initialQuery === '' ? list.findIndex((option) => option.value === value) : -1;
    setQuery(initialQuery);
    setActiveIndex(chosen >= 0 ? chosen : Math.max(0, enabledFrom(list, 0, 1)));
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    setQuery('');
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once, on mount, when asked to.
  useEffect(() => {
    if (defaultOpen && !disabled) openList('');
  }, []);

  // Keeps the active option in view by scrolling the list only (scrollIntoView could scroll the page while
  // the popover is still being positioned).
  const revealActive = () => {
    const list = listRef.current;
    const option = active >= 0 ? document.getElementById(optionId(active)) : null;
    if (!list || !option) return;
    const top = option.offsetTop;
    const bottom = top + option.offsetHeight;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the active option, however it moved.
  useEffect(revealActive, [active, filtered]);

  const choose = (option: SelectOption | undefined) => {
    if (!option || option.disabled) return;
    if (option.value !== value) onChange?.(option.value);
    close();
  };

  const setTrigger = (node: HTMLButtonElement | null) => {
    triggerRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  // Focus moving between the button and the list is not a blur of the control.
  const handleBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && (triggerRef.current?.contains(next) || contentRef.current?.contains(next))) return;
    onBlur?.(event);
  };

  const handleTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (disabled || open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList('');
    } else if (
      event.key.length === 1 &&
      event.key !== ' ' &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey
    ) {
      event.preventDefault();
      openList(event.key);
    }
  };

  const handleSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = enabledFrom(filtered, active + step, step);
      if (next >= 0) setActiveIndex(next);
    } else if (event.key === 'Enter') {
      // Never submit the surrounding form from the search box.
      event.preventDefault();
      choose(filtered[active]);
    } else if (event.key === 'Tab') {
      event.preventDefault();
      close();
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={(next) => (next ? openList('') : close())}>
      <Popover.Trigger asChild>
        <button
          ref={setTrigger}
          type="button"
          role="combobox"
          id={id}
          {...aria}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listboxId : undefined}
          disabled={disabled}
          className={cx('ex-input', 'ex-select__trigger', className)}
          onKeyDown={handleTriggerKeyDown}
          onBlur={handleBlur}
        >
          {selected ? (
            <span className="ex-select__value">
              {renderValue ? (
                renderValue(selected)
              ) : (
                <>
                  {selected.icon ? (
                    <span className="ex-select__icon" aria-hidden="true">
                      {selected.icon}
                    </span>
                  ) : null}
                  <span className="ex-select__text">{selected.label}</span>
                </>
              )}
            </span>
          ) : (
            <span className="ex-select__value ex-select__placeholder">{placeholder}</span>
          )}
          <ChevronDownIcon className="ex-select__chevron" />
        </button>
      </Popover.Trigger>
      {name !== undefined ? <input type="hidden" name={name} value={value ?? ''} /> : null}
      <Popover.Portal container={container ?? undefined}>
        <Popover.Content
          ref={contentRef}
          {...NOT_A_DIALOG}
          align="start"
          sideOffset={4}
          collisionPadding={8}
          className={cx('ex-select__content', contentClassName)}
          onOpenAutoFocus={(event) => {
            // The list has just mounted (the portal renders a beat after `open`): focus and scroll it now.
            event.preventDefault();
            searchRef.current?.focus();
            revealActive();
          }}
          onBlur={handleBlur}
        >
          <div className="ex-select__search">
            <SearchIcon className="ex-select__search-icon" />
            <input
              ref={searchRef}
              type="text"
              role="combobox"
              className="ex-select__search-input"
              aria-label={searchLabel ?? searchPlaceholder}
              aria-expanded="true"
              aria-controls={listboxId}
              aria-autocomplete="list"
              aria-activedescendant={active >= 0 ? optionId(active) : undefined}
              placeholder={searchPlaceholder}
              autoComplete="off"
              spellCheck={false}
              value={query}
              onChange={(event) => {
                const next = event.target.value;
                setQuery(next);
                setActiveIndex(Math.max(0, enabledFrom(filterOptions(options, next), 0, 1)));
              }}
              onKeyDown={handleSearchKeyDown}
            />
          </div>
          {/* Options take no focus (the search box keeps it): a press must not blur the search box. */}
          <div
            ref={listRef}
            role="listbox"
            id={listboxId}
            aria-label={listName}
            className="ex-select__list"
            onMouseDown={(event) => event.preventDefault()}
          >
            {filtered.map((option, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the search box's Enter picks the active option.
              <div
                key={option.value}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={option.value === value}
                aria-disabled={option.disabled ? true : undefined}
                data-active={index === active ? '' : undefined}
                className="ex-select__option"
                onClick={() => choose(option)}
                onPointerMove={() => {
                  if (!option.disabled && index !== active) setActiveIndex(index);
                }}
              >
                {option.icon ? (
                  <span className="ex-select__icon" aria-hidden="true">
                    {option.icon}
                  </span>
                ) : null}
                <span className="ex-select__option-text">
                  <span className="ex-select__text">{option.label}</span>
                  {option.description ? (
                    <span className="ex-select__description">{option.description}</span>
                  ) : null}
                </span>
                <CheckIcon className="ex-select__check" />
              </div>
            ))}
          </div>
          {/* Always mounted, so screen readers announce "No results" when the search empties the list. */}
          <p className="ex-select__empty" role="status">
            {filtered.length === 0 ? emptyText : null}
          </p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

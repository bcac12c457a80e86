import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Field } from '../field/field.tsx';
import { addMonths, monthWeeks, parseIsoDate } from './calendar-date.ts';
import { DatePicker, type DatePickerProps } from './date-picker.tsx';

function StartDate(props: Partial<DatePickerProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <DatePicker
      label="Start date"
      locale="en-GB"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

describe('calendar dates', () => {
  it('accepts only real ISO dates', () => {
    expect(parseIsoDate('2025-02-28')).toBe('2025-02-28');
    expect(parseIsoDate(' 2024-02-29 ')).toBe('2024-02-29');
    expect(parseIsoDate('2025-02-29')).toBeUndefined();
    expect(parseIsoDate('2025-2-3')).toBeUndefined();
    expect(parseIsoDate('15/01/2025')).toBeUndefined();
  });

  it('keeps the day within shorter months and lays out weeks from Monday', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2025-03-31', -13)).toBe('2024-02-29');
    const weeks = monthWeeks('2025-01-15', 1);
    expect(weeks[0]).toEqual([
      null,
      null,
      '2025-01-01',
      '2025-01-02',
      '2025-01-03',
      '2025-01-04',
      '2025-01-05',
    ]);
    expect(weeks).toHaveLength(5);
  });
});

describe('DatePicker', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 0, 15, 12));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes a typed ISO date and ignores half-typed text', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<StartDate onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Start date' });
    await user.type(input, '2025-03-0');
    expect(onChange).not.toHaveBeenCalled();
    await user.type(input, '4');
    expect(onChange).toHaveBeenLastCalledWith('2025-03-04');
    expect(screen.getByRole('button', { name: 'Choose date, 4 March 2025' })).toBeInTheDocument();
    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('puts back the stored date when focus leaves half-typed text', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    render(<StartDate value="2025-03-04" onBlur={onBlur} />);
    const input = screen.getByRole('textbox', { name: 'Start date' });
    await user.type(input, '{Backspace}');
    expect(input).toHaveValue('2025-03-0');
    await user.click(document.body);
    expect(input).toHaveValue('2025-03-04');
    expect(onBlur).toHaveBeenCalledOnce();
  });

  it('opens a calendar on today and chooses a date with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<StartDate onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Choose date' });
    await user.click(button);
    const calendar = screen.getByRole('dialog', { name: 'Choose date' });
    expect(within(calendar).getByRole('grid', { name: 'January 2025' })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: /15 January 2025/ })).toHaveFocus();
    expect(within(calendar).getByRole('button', { name: /15 January 2025/ })).toHaveAttribute(
      'aria-current',
      'date',
    );

    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(within(calendar).getByRole('button', { name: /23 January 2025/ })).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(within(calendar).getByRole('grid', { name: 'February 2025' })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: /23 February 2025/ })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(within(calendar).getByRole('button', { name: /Monday, 17 February 2025/ })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('2025-02-17');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('2025-02-17');
    expect(screen.getByRole('button', { name: 'Choose date, 17 February 2025' })).toHaveFocus();
  });

  it('opens on the chosen date, marks it selected and moves by month with the buttons', async () => {
    const user = userEvent.setup();
    render(<StartDate value="2025-06-10" />);
    await user.click(screen.getByRole('button', { name: /Choose date/ }));
    const calendar = screen.getByRole('dialog');
    const chosen = within(calendar).getByRole('button', { name: /10 June 2025/ });
    expect(chosen).toHaveFocus();
    expect(chosen.parentElement).toHaveAttribute('aria-selected', 'true');
    await user.click(within(calendar).getByRole('button', { name: 'Next month' }));
    expect(within(calendar).getByRole('grid', { name: 'July 2025' })).toBeInTheDocument();
    await user.click(within(calendar).getByRole('button', { name: 'Previous month' }));
    await user.click(within(calendar).getByRole('button', { name: 'Previous month' }));
    expect(within(calendar).getByRole('grid', { name: 'May 2025' })).toBeInTheDocument();
  });

  it('closes on Escape without changing the date', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<StartDate onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Choose date' });
    await user.click(button);
    await user.keyboard('{ArrowRight}{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('keeps dates outside min and max out of reach', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<StartDate min="2025-01-10" max="2025-01-20" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    const calendar = screen.getByRole('dialog');
    expect(within(calendar).getByRole('button', { name: /, 9 January 2025/ })).toBeDisabled();
    expect(within(calendar).getByRole('button', { name: /21 January 2025/ })).toBeDisabled();
    expect(within(calendar).getByRole('button', { name: 'Previous month' })).toBeDisabled();
    expect(within(calendar).getByRole('button', { name: 'Next month' })).toBeDisabled();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(calendar).getByRole('button', { name: /20 January 2025/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.type(screen.getByRole('textbox', { name: 'Start date' }), '2025-02-01');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('works inside a Field', () => {
    render(
      <Field label="End date" description="The last session." error="End date is not valid." required>
        {(control) => <DatePicker {...control} locale="en-GB" />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: /End date/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('End date is not valid. The last session.');
  });
});

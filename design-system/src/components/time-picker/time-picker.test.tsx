import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../field/field.tsx';
import { TimePicker, type TimePickerProps } from './time-picker.tsx';
import { closestIndex, parseTime, timeOptions } from './time-value.ts';

function StartTime(props: Partial<TimePickerProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <TimePicker
      label="Start time"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

describe('time values', () => {
  it('reads times as people type them', () => {
    expect(parseTime('9:30')).toBe('09:30');
    expect(parseTime('930')).toBe('09:30');
    expect(parseTime('1330')).toBe('13:30');
    expect(parseTime('9')).toBe('09:00');
    expect(parseTime('9.45')).toBe('09:45');
    expect(parseTime('2:30 pm')).toBe('14:30');
    expect(parseTime('12am')).toBe('00:00');
    expect(parseTime('24:00')).toBeUndefined();
    expect(parseTime('9:75')).toBeUndefined();
    expect(parseTime('930', true)).toBeUndefined();
  });

  it('lists times every step within the bounds', () => {
    expect(timeOptions(15)).toHaveLength(96);
    expect(timeOptions(30, '08:10', '10:00')).toEqual(['08:30', '09:00', '09:30', '10:00']);
    expect(closestIndex(['09:00', '09:15', '09:30'], '09:20')).toBe(1);
  });
});

describe('TimePicker', () => {
  it('is a combobox that opens a list of times every 15 minutes', async () => {
    const user = userEvent.setup();
    render(<StartTime />);
    const input = screen.getByRole('combobox', { name: 'Start time' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Times' });
    expect(within(list).getAllByRole('option')).toHaveLength(96);
    expect(input).toHaveFocus();
    // With no time yet the list starts at the working day.
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      within(list).getByRole('option', { name: '09:00' }).id,
    );
  });

  it('chooses a time with the arrow keys and Enter, keeping focus in the input', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<StartTime value="10:00" onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Start time' });
    await user.click(input);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const list = screen.getByRole('listbox');
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      within(list).getByRole('option', { name: '10:30' }).id,
    );
    await user.keyboard('{PageDown}');
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      within(list).getByRole('option', { name: '11:30' }).id,
    );
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('11:30');
    expect(input).toHaveValue('11:30');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveFocus();
  });

  it('marks the chosen time and picks one with a click', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<StartTime value="09:15" onChange={onChange} />);
    await user.click(screen.getByRole('combobox'));
    const list = screen.getByRole('listbox');
    expect(within(list).getByRole('option', { name: '09:15' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(list).getByRole('option', { name: '14:45' }));
    expect(onChange).toHaveBeenCalledWith('14:45');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });

  it('takes typed times, loosely once the user is done', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<StartTime onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Start time' });
    await user.type(input, '9:37');
    expect(onChange).toHaveBeenLastCalledWith('09:37');
    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith('');
    await user.type(input, '230 pm{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('14:30');
    expect(input).toHaveValue('14:30');
  });

  it('closes on Escape and puts back the time when typed text is not one', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    render(<StartTime value="08:00" onBlur={onBlur} />);
    const input = screen.getByRole('combobox', { name: 'Start time' });
    await user.click(input);
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.tripleClick(input);
    await user.keyboard('{Escape}soon');
    expect(input).toHaveValue('soon');
    await user.tab();
    expect(input).toHaveValue('08:00');
    expect(onBlur).toHaveBeenCalled();
  });

  it('lists and accepts only times between min and max', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<StartTime min="09:00" max="17:00" step={60} onChange={onChange} />);
    const input = screen.getByRole('combobox');
    await user.click(input);
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
    await user.keyboard('{Escape}');
    await user.type(input, '18:00');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('works inside a Field', () => {
    render(
      <Field label="Ends at" error="End time is not valid.">
        {(control) => <TimePicker {...control} />}
      </Field>,
    );
    const input = screen.getByRole('combobox', { name: 'Ends at' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('End time is not valid.');
  });
});

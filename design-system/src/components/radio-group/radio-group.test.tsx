import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './radio-group.tsx';

const options = [
  { value: 'EACH', label: 'Mail me each booking' },
  { value: 'DAILY', label: 'Send one daily summary', description: 'Every morning.' },
] as const;

describe('RadioGroup', () => {
  it('is a radio group named by its label, of radios named by theirs', () => {
    render(<RadioGroup label="New bookings" options={options} defaultValue="EACH" />);
    const group = screen.getByRole('radiogroup', { name: 'New bookings' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Mail me each booking' })).toBeChecked();
    const daily = screen.getByRole('radio', { name: 'Send one daily summary' });
    expect(daily).not.toBeChecked();
    expect(daily).toHaveAccessibleDescription('Every morning.');
  });

  it('chooses with a click on a label', async () => {
    const onValueChange = vi.fn();
    render(
      <RadioGroup label="New bookings" options={options} defaultValue="EACH" onValueChange={onValueChange} />,
    );
    await userEvent.click(screen.getByText('Send one daily summary'));
    expect(screen.getByRole('radio', { name: 'Send one daily summary' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('DAILY');
  });

  it('is reached with Tab on the chosen radio, and chooses with the arrow keys', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(
      <RadioGroup
        label="New bookings"
        options={options}
        defaultValue="DAILY"
        onValueChange={onValueChange}
      />,
    );
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Send one daily summary' })).toHaveFocus();
    // Held down as a person presses it: Radix moves the focus on the next tick, and chooses on focus.
    await user.keyboard('{ArrowUp>}');
    const each = screen.getByRole('radio', { name: 'Mail me each booking' });
    await waitFor(() => expect(each).toBeChecked());
    await user.keyboard('{/ArrowUp}');
    expect(each).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('EACH');
  });

  it('is described by its description and error, and marked invalid', () => {
    render(
      <RadioGroup
        label="New bookings"
        description="Cancellations are mailed at once."
        error="Please choose one"
        options={options}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'New bookings' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Please choose one Cancellations are mailed at once.');
  });

  it('can be disabled', () => {
    render(<RadioGroup label="New bookings" options={options} disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});

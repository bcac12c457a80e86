import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox.tsx';

describe('Checkbox', () => {
  it('is a checkbox named by its label, toggled by a click on the label or Space', async () => {
    const onCheckedChange = vi.fn();
    const user = userEvent.setup();
    render(<Checkbox label="Send me booking reminders" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Send me booking reminders' });
    expect(box).not.toBeChecked();
    await user.click(screen.getByText('Send me booking reminders'));
    expect(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('announces its error and description', () => {
    render(
      <Checkbox
        label="I accept the terms"
        description="You can read them on the terms page."
        error="Please accept the terms"
        required
      />,
    );
    const box = screen.getByRole('checkbox', { name: /I accept the terms/ });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toBeRequired();
    expect(box).toHaveAccessibleDescription('Please accept the terms You can read them on the terms page.');
  });

  it('shows a partly checked state', () => {
    render(<Checkbox label="All workshops" checked="indeterminate" />);
    expect(screen.getByRole('checkbox', { name: 'All workshops' })).toBePartiallyChecked();
  });

  it('can be disabled', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Newsletter" disabled onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Newsletter' });
    expect(box).toBeDisabled();
    await userEvent.click(box);
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('forwards its ref to the box so a form can focus it', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Checkbox label="Newsletter" ref={ref} />);
    ref.current?.focus();
    expect(screen.getByRole('checkbox', { name: 'Newsletter' })).toHaveFocus();
  });
});

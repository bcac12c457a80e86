import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch.tsx';

describe('Switch', () => {
  it('is a switch named by its label that flips with a click or Space', async () => {
    const onCheckedChange = vi.fn();
    const user = userEvent.setup();
    render(<Switch label="Email notifications" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Email notifications' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
  });

  it('flips with a click on its label', async () => {
    render(<Switch label="Email notifications" defaultChecked />);
    await userEvent.click(screen.getByText('Email notifications'));
    expect(screen.getByRole('switch', { name: 'Email notifications' })).not.toBeChecked();
  });

  it('is described by its description and error', () => {
    render(<Switch label="Public profile" description="Clients can find you." error="Add a photo first" />);
    const toggle = screen.getByRole('switch', { name: 'Public profile' });
    expect(toggle).toHaveAttribute('aria-invalid', 'true');
    expect(toggle).toHaveAccessibleDescription('Add a photo first Clients can find you.');
  });

  it('can be disabled', () => {
    render(<Switch label="Public profile" disabled />);
    expect(screen.getByRole('switch', { name: 'Public profile' })).toBeDisabled();
  });
});

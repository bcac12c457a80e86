import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadError } from './load-error.tsx';

describe('LoadError', () => {
  it('says what failed and why, and tries again on request', async () => {
    const retry = vi.fn();
    render(<LoadError what="your bookings" retry={retry} error={new Error('Server Error')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your bookings');
    expect(screen.getByRole('alert')).toHaveTextContent('Server Error');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('gives a reason of its own when the failure has none', () => {
    render(<LoadError what="the seats" retry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Check your connection and try again.');
  });
});

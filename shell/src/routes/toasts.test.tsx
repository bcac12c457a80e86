import { resetToasts, toast } from '@exceed/design-system/toast-store';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toasts } from './toasts.tsx';

describe('Toasts', () => {
  afterEach(() => act(() => resetToasts()));

  it('mounts no notifications region until a toast is raised, then shows it there', async () => {
    const { container } = render(<Toasts />);
    expect(container.innerHTML).toBe('');
    act(() => {
      toast({ title: 'Booking cancelled', description: 'Your refund is on its way.' });
    });
    const region = await screen.findByRole('region', { name: /Notifications/ });
    await waitFor(() => expect(region.textContent).toContain('Booking cancelled'));
    expect(region.textContent).toContain('Your refund is on its way.');
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, TOAST_DURATION, toast } from './toast-store.ts';
import { Toaster } from './toaster.tsx';

describe('Toaster', () => {
  afterEach(() => {
    act(() => resetToasts());
    vi.useRealTimers();
  });

  it('shows toasts raised anywhere in a labelled notifications region', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'User Updated', description: 'Successfully updated.', variant: 'success' });
    });
    const region = screen.getByRole('region', { name: /Notifications/ });
    expect(region).toHaveTextContent('User Updated');
    expect(region).toHaveTextContent('Successfully updated.');
    expect(region.querySelector('.ex-toast')).toHaveAttribute('data-variant', 'success');
  });

  it('announces a toast through a live region', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Something went wrong!', variant: 'destructive' });
    });
    await waitFor(() => {
      const live = document.querySelector('[aria-live="assertive"]');
      expect(live).toHaveTextContent('Something went wrong!');
    });
  });

  it('closes a toast with its Close button', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Upload failed', description: 'Please try again', variant: 'destructive' });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Upload failed')).not.toBeInTheDocument());
  });

  it('closes a toast by itself after its duration', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved' });
    });
    expect(screen.getByRole('region', { name: /Notifications/ })).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(TOAST_DURATION + 100));
    expect(screen.getByRole('region', { name: /Notifications/ })).not.toHaveTextContent('Saved');
  });

  it("runs a toast's action and closes it", async () => {
    const reload = vi.fn();
    render(<Toaster />);
    act(() => {
      toast({
        title: 'A new version of Exceed is available',
        action: { label: 'Reload', onClick: reload, altText: 'Reload the page to update' },
      });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(screen.queryByText('A new version of Exceed is available')).not.toBeInTheDocument(),
    );
  });
});

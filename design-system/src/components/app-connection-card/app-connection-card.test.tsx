import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppConnectionCard } from './app-connection-card.tsx';

const connectHref = '/v1/auth/connect/multiplai/redirect?redirect=%2Fc%2Fapps%2Fmultiplai';

describe('AppConnectionCard', () => {
  it('offers to connect an account that is not connected', () => {
    render(
      <AppConnectionCard
        name="multiplai"
        connection={{ connected: false, connectedAt: null }}
        connectHref={connectHref}
        onDisconnect={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Connection Not connected', level: 2 })).toBeVisible();
    expect(screen.getByText('Sign in to multiplai to connect your account.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Connect multiplai' })).toHaveAttribute('href', connectHref);
    expect(screen.queryByRole('button', { name: 'Disconnect' })).not.toBeInTheDocument();
  });

  it('says why the last connection failed, as an alert beside the way to try again', () => {
    const { rerender } = render(
      <AppConnectionCard
        name="multiplai"
        connection={{ connected: false, connectedAt: null }}
        connectHref={connectHref}
        onDisconnect={vi.fn()}
        error="multiplai could not be connected. Please try again."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'multiplai could not be connected. Please try again.',
    );
    expect(screen.getByRole('link', { name: 'Connect multiplai' })).toBeVisible();
    rerender(
      <AppConnectionCard
        name="multiplai"
        connection={{ connected: false, connectedAt: null }}
        connectHref={connectHref}
        onDisconnect={vi.fn()}
      />,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says since when an account is connected and disconnects only after a confirmation', async () => {
    const onDisconnect = vi.fn().mockResolvedValue(undefined);
    render(
      <AppConnectionCard
        name="multiplai"
        connection={{ connected: true, connectedAt: '2026-03-04T10:00:00Z' }}
        connectHref={connectHref}
        onDisconnect={onDisconnect}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Connection Connected' })).toBeVisible();
    expect(screen.getByText(/^Connected on .*2026\.$/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Connect multiplai' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    const dialog = screen.getByRole('dialog', { name: 'Disconnect multiplai?' });
    await userEvent.click(screen.getByRole('button', { name: 'Stay connected' }));
    expect(onDisconnect).not.toHaveBeenCalled();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    const again = screen.getByRole('dialog', { name: 'Disconnect multiplai?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Disconnect' }));
    expect(onDisconnect).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open when disconnecting fails, to try again', async () => {
    const onDisconnect = vi.fn().mockRejectedValue(new Error('offline'));
    render(
      <AppConnectionCard
        name="multiplai"
        connection={{ connected: true }}
        connectHref={connectHref}
        onDisconnect={onDisconnect}
      />,
    );
    expect(screen.getByText('Connected.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    const dialog = screen.getByRole('dialog', { name: 'Disconnect multiplai?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(onDisconnect).toHaveBeenCalledOnce();
    expect(screen.getByRole('dialog', { name: 'Disconnect multiplai?' })).toBeVisible();
  });

  it('says the app is not available on a site without it, and shows a skeleton while loading', () => {
    const { rerender } = render(
      <AppConnectionCard name="multiplai" unavailable connectHref={connectHref} onDisconnect={vi.fn()} />,
    );
    expect(screen.getByRole('heading', { name: 'multiplai is not available' })).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    rerender(<AppConnectionCard name="multiplai" connectHref={connectHref} onDisconnect={vi.fn()} />);
    expect(screen.getByRole('status', { name: 'Loading your multiplai connection' })).toBeInTheDocument();
  });
});

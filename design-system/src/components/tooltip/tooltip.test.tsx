import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_DELAY_MS, Tooltip, TooltipProvider } from './tooltip.tsx';

function CopyLink() {
  return (
    <Tooltip content="Copy the invitation link">
      <button type="button">Copy</button>
    </Tooltip>
  );
}

describe('Tooltip', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits SPEC.md’s 600 ms of hover before showing', () => {
    expect(TOOLTIP_DELAY_MS).toBe(600);
    vi.useFakeTimers();
    render(<CopyLink />);
    fireEvent.pointerMove(screen.getByRole('button', { name: 'Copy' }), { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 50);
    });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copy the invitation link');
  });

  it('does not show when the pointer leaves before the delay', () => {
    vi.useFakeTimers();
    render(<CopyLink />);
    const trigger = screen.getByRole('button', { name: 'Copy' });
    fireEvent.pointerMove(trigger, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows at once on keyboard focus, describes its trigger, and hides on Escape', async () => {
    const user = userEvent.setup();
    render(<CopyLink />);
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Copy' });
    expect(trigger).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copy the invitation link');
    expect(trigger).toHaveAccessibleDescription('Copy the invitation link');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('works inside a shared provider', async () => {
    const user = userEvent.setup();
    render(
      <TooltipProvider>
        <Tooltip content="Bold">
          <button type="button">B</button>
        </Tooltip>
        <Tooltip content="Italic">
          <button type="button">I</button>
        </Tooltip>
      </TooltipProvider>,
    );
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Bold');
    await user.tab();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Italic'));
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Drawer } from './drawer.tsx';

function BookingDrawer({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange?.(next);
      }}
      title="Booking details"
      description="Tue 14 Jan, 10:00"
      footer={<button type="button">Cancel booking</button>}
    >
      <label>
        Note <input />
      </label>
    </Drawer>
  );
}

describe('Drawer', () => {
  it('is a modal dialog named by its title and described by its description', () => {
    render(<BookingDrawer />);
    const drawer = screen.getByRole('dialog', { name: 'Booking details' });
    expect(drawer).toHaveAccessibleDescription('Tue 14 Jan, 10:00');
    expect(drawer).toHaveAttribute('data-side', 'right');
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
  });

  it('closes on Escape and with the Close button', async () => {
    const onOpenChange = vi.fn();
    const { unmount } = render(<BookingDrawer onOpenChange={onOpenChange} />);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    unmount();

    render(<BookingDrawer />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps focus inside while open and returns it to the trigger', async () => {
    const user = userEvent.setup();
    render(
      <Drawer side="left" title="Navigation" trigger={<button type="button">Menu</button>}>
        <a href="#bookings">Bookings</a>
      </Drawer>,
    );
    const trigger = screen.getByRole('button', { name: 'Menu' });
    await user.click(trigger);
    const drawer = screen.getByRole('dialog', { name: 'Navigation' });
    expect(drawer).toHaveAttribute('data-side', 'left');
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('becomes a bottom sheet on phones for detail panels only, unless told otherwise', () => {
    const { rerender } = render(<Drawer open title="Details" />);
    expect(screen.getByRole('dialog')).toHaveAttribute('data-sheet-on-phones');
    rerender(<Drawer open side="left" title="Details" />);
    expect(screen.getByRole('dialog')).not.toHaveAttribute('data-sheet-on-phones');
    rerender(<Drawer open side="left" sheetOnPhones title="Details" />);
    expect(screen.getByRole('dialog')).toHaveAttribute('data-sheet-on-phones');
  });

  it('keeps a hidden title as the accessible name', () => {
    render(
      <Drawer open title="Navigation" hideTitle>
        Links
      </Drawer>,
    );
    expect(screen.getByRole('dialog', { name: 'Navigation' })).toBeInTheDocument();
  });
});

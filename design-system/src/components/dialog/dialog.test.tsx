import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';

function SettingsDialog({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Settings
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
        title="Settings"
        description="Manage your account and preferences."
      >
        <label>
          Display name <input />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title and described by its description', () => {
    render(<SettingsDialog />);
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(dialog).toHaveAccessibleDescription('Manage your account and preferences.');
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const onOpenChange = vi.fn();
    render(<SettingsDialog onOpenChange={onOpenChange} />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with the Close button', async () => {
    render(<SettingsDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on a click on the overlay', async () => {
    render(<SettingsDialog />);
    const overlay = document.querySelector('.ex-dialog__overlay');
    expect(overlay).toBeInstanceOf(HTMLElement);
    await userEvent.click(overlay as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open on a click inside', async () => {
    render(<SettingsDialog />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Display name' }));
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
  });

  it('opens from its trigger and returns focus to it on close', async () => {
    const user = userEvent.setup();
    render(
      <Dialog title="Delete workshop" trigger={<button type="button">Delete</button>}>
        This cannot be undone.
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'Delete' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Delete workshop' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('renders footer actions', () => {
    render(
      <Dialog open title="Cancel booking" footer={<button type="button">Keep booking</button>}>
        Body
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Keep booking' })).toBeInTheDocument();
  });

  it('keeps a hidden title as the accessible name', () => {
    render(
      <Dialog open title="Settings" hideTitle>
        Body
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

function Harness({ onConfirm }: { onConfirm: () => Promise<unknown> }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Delete group?"
      description="It leaves your groups."
      confirmLabel="Delete group"
      onConfirm={onConfirm}
    />
  );
}

describe('ConfirmDialog', () => {
  it('asks, runs the action on confirm and closes once it has finished', async () => {
    let finish = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Harness onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Delete group?' });
    expect(dialog).toHaveAccessibleDescription('It leaves your groups.');
    await userEvent.click(screen.getByRole('button', { name: 'Delete group' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Delete group' })).toHaveAttribute('aria-busy', 'true');
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open when the action fails, and Cancel closes it without acting', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('offline')));
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete group' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete group' })).not.toHaveAttribute('aria-busy'),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});

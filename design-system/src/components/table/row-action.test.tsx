import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RowAction } from './row-action.tsx';

describe('RowAction', () => {
  it('shows its label and is named for the row it acts on', async () => {
    const onClick = vi.fn();
    render(
      <>
        <RowAction label="Delete" of="Negotiation basics" onClick={onClick} />
        <RowAction label="Delete" of="Public speaking" onClick={() => undefined} />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Delete Negotiation basics' });
    expect(button).toHaveTextContent('Delete');
    expect(button).toHaveAttribute('data-variant', 'ghost');
    expect(button).toHaveAttribute('data-size', 'sm');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('takes the outline look for a row’s main action and can be disabled', () => {
    render(<RowAction label="Edit" of="Coaching" variant="outline" disabled />);
    const button = screen.getByRole('button', { name: 'Edit Coaching' });
    expect(button).toHaveAttribute('data-variant', 'outline');
    expect(button).toBeDisabled();
  });
});

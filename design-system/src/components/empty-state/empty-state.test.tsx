import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './empty-state.tsx';

describe('EmptyState', () => {
  it('shows a heading, a description and an action', async () => {
    const onAdd = vi.fn();
    render(
      <EmptyState
        title="No social accounts"
        description="No social accounts linked yet. Connect your profiles to build trust and increase visibility."
        action={
          <button type="button" onClick={onAdd}>
            Add account
          </button>
        }
      />,
    );
    expect(screen.getByRole('heading', { name: 'No social accounts', level: 2 })).toBeInTheDocument();
    expect(screen.getByText(/Connect your profiles/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
    expect(onAdd).toHaveBeenCalledOnce();
  });

  it('takes the heading level of its place, or none', () => {
    const { rerender } = render(<EmptyState title="No results" titleAs="h3" />);
    expect(screen.getByRole('heading', { name: 'No results', level: 3 })).toBeInTheDocument();
    rerender(<EmptyState title="No results" titleAs="p" />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('No results')).toBeInTheDocument();
  });

  it('renders no action area without an action', () => {
    const { container } = render(<EmptyState title="No bookings yet" />);
    expect(container.querySelector('.ex-empty-state__action')).toBeNull();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

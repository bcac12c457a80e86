import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './status-badge.tsx';

describe('StatusBadge', () => {
  it('shows a status as words in its one colour', () => {
    render(<StatusBadge status="NO_SHOW" />);
    expect(screen.getByText('No show')).toHaveAttribute('data-variant', 'danger');
  });

  it('gives a status the same colour whatever it belongs to', () => {
    render(
      <>
        <StatusBadge status="PENDING" data-testid="booking" />
        <StatusBadge status="PENDING" data-testid="invitation" size="sm" />
      </>,
    );
    expect(screen.getByTestId('booking')).toHaveAttribute('data-variant', 'warning');
    expect(screen.getByTestId('invitation')).toHaveAttribute('data-variant', 'warning');
  });

  it("shows a job application's statuses, each in its colour", () => {
    render(
      <div>
        {(['NEW', 'SHORTLISTED', 'REJECTED', 'HIRED'] as const).map((status) => (
          <StatusBadge key={status} status={status} />
        ))}
      </div>,
    );
    expect(
      ['New', 'Shortlisted', 'Rejected', 'Hired'].map((text) => screen.getByText(text).dataset.variant),
    ).toEqual(['neutral', 'primary', 'danger', 'success']);
  });
});

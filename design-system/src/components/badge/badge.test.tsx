import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge.tsx';

describe('Badge', () => {
  it('shows its text with the variant as a data attribute', () => {
    render(<Badge variant="success">Verified</Badge>);
    const badge = screen.getByText('Verified');
    expect(badge).toHaveClass('ex-badge');
    expect(badge).toHaveAttribute('data-variant', 'success');
  });

  it('is neutral and medium by default', () => {
    render(<Badge>Draft</Badge>);
    expect(screen.getByText('Draft')).toHaveAttribute('data-variant', 'neutral');
    expect(screen.getByText('Draft')).toHaveAttribute('data-size', 'md');
  });

  it('adds to the accessible name of what contains it', () => {
    render(
      <button type="button">
        Preferences <Badge variant="primary">New</Badge>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Preferences New' })).toBeInTheDocument();
  });
});

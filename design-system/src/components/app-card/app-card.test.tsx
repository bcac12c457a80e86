import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppCard } from './app-card.tsx';

describe('AppCard', () => {
  it('is a region named by the app, with what it does and the way in', () => {
    render(
      <AppCard
        name="multiplai"
        description="The multi-agent app."
        action={<a href="/c/apps/multiplai">Open multiplai</a>}
      />,
    );
    const card = screen.getByRole('region', { name: 'multiplai' });
    expect(screen.getByRole('heading', { name: 'multiplai', level: 2 })).toBeVisible();
    expect(card).toHaveTextContent('The multi-agent app.');
    expect(screen.getByRole('link', { name: 'Open multiplai' })).toHaveAttribute('href', '/c/apps/multiplai');
  });
});

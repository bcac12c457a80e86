import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './index.ts';

describe('Card', () => {
  it('renders its parts with a heading title and the footer actions', () => {
    render(
      <Card aria-labelledby="display-name-title">
        <Card.Header>
          <Card.Title id="display-name-title">Display Name</Card.Title>
          <Card.Description>How your name appears to clients.</Card.Description>
        </Card.Header>
        <Card.Content>Form</Card.Content>
        <Card.Footer>
          <button type="submit">Save</button>
        </Card.Footer>
      </Card>,
    );
    const heading = screen.getByRole('heading', { name: 'Display Name', level: 3 });
    expect(heading).toHaveClass('ex-card__title');
    expect(screen.getByText('How your name appears to clients.')).toHaveClass('ex-card__description');
    const footer = screen.getByRole('button', { name: 'Save' }).parentElement as HTMLElement;
    expect(footer).toHaveClass('ex-card__footer');
    expect(within(footer).getByRole('button')).toBeInTheDocument();
  });

  it('takes the heading level that fits the page', () => {
    render(
      <Card>
        <Card.Title as="h2">Upcoming sessions</Card.Title>
      </Card>,
    );
    expect(screen.getByRole('heading', { name: 'Upcoming sessions', level: 2 })).toBeInTheDocument();
  });

  it('can be a link as a whole with asChild', () => {
    render(
      <Card asChild interactive>
        <a href="/workshops/1">
          <Card.Header>
            <Card.Title>Scaling with AI agents</Card.Title>
          </Card.Header>
        </a>
      </Card>,
    );
    const link = screen.getByRole('link', { name: 'Scaling with AI agents' });
    expect(link).toHaveClass('ex-card');
    expect(link).toHaveAttribute('data-interactive');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

describe('Button', () => {
  it('is a button named by its text that runs onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('exposes variant and size as data attributes', () => {
    render(
      <Button variant="destructive" size="sm">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveAttribute('data-variant', 'destructive');
    expect(button).toHaveAttribute('data-size', 'sm');
    expect(button).toHaveClass('ex-button');
  });

  it('defaults to the primary variant at medium size', () => {
    render(<Button>Book</Button>);
    const button = screen.getByRole('button', { name: 'Book' });
    expect(button).toHaveAttribute('data-variant', 'primary');
    expect(button).toHaveAttribute('data-size', 'md');
  });

  it('is disabled and busy while loading, with a spinner, and ignores clicks', async () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button loading onClick={onClick}>
        Saving...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.ex-spinner')).toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is not busy when not loading', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy');
  });

  it('submits its form when given type="submit"', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit">Send</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('renders a link that looks like a button with asChild', () => {
    render(
      <Button asChild variant="outline" className="extra">
        <a href="/register">Get started</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Get started' });
    expect(link).toHaveAttribute('href', '/register');
    expect(link).toHaveClass('ex-button', 'extra');
    expect(link).toHaveAttribute('data-variant', 'outline');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('blocks a disabled link and marks it aria-disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button asChild disabled onClick={onClick}>
        <a href="#next">Next</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Next' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    link.click();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows the spinner inside a loading link and marks it busy', () => {
    render(
      <Button asChild loading>
        <a href="/b/bookings">Bookings</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Bookings' });
    expect(link).toHaveAttribute('aria-busy', 'true');
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link.querySelector('.ex-spinner')).toBeInTheDocument();
  });

  it('forwards its ref to the button element', () => {
    let element: HTMLButtonElement | null = null;
    render(
      <Button
        ref={(node) => {
          element = node;
        }}
      >
        Focus me
      </Button>,
    );
    expect(element).toBe(screen.getByRole('button', { name: 'Focus me' }));
  });
});

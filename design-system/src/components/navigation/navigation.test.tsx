import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentPropsWithRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Navigation, type NavigationItem } from './navigation.tsx';
import { isCurrentPath, type LinkRenderProps } from './render-link.tsx';

const navigate = vi.fn();

/** A stand-in for react-router's Link: `to` instead of `href`, and client-side navigation on click. */
function RouterLink({ to, onClick, ...props }: ComponentPropsWithRef<'a'> & { to: string }) {
  return (
    <a
      href={to}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}

const items: NavigationItem[] = [
  { href: '/b', label: 'Home', end: true },
  { href: '/b/workshops', label: 'Workshops' },
  { href: '/b/bookings', label: 'Bookings' },
];

describe('isCurrentPath', () => {
  it('matches the page and the pages under it, unless told to match exactly', () => {
    expect(isCurrentPath('/b/bookings', '/b/bookings')).toBe(true);
    expect(isCurrentPath('/b/bookings/42', '/b/bookings')).toBe(true);
    expect(isCurrentPath('/b/bookings/', '/b/bookings')).toBe(true);
    expect(isCurrentPath('/b/bookingsx', '/b/bookings')).toBe(false);
    expect(isCurrentPath('/b/bookings/42', '/b', true)).toBe(false);
    expect(isCurrentPath('/b/bookings?page=2', '/b/bookings')).toBe(true);
    expect(isCurrentPath('/b', '/')).toBe(false);
    expect(isCurrentPath('#/b/bookings/42', '#/b/bookings')).toBe(true);
    expect(isCurrentPath('#/b/bookings', '#/b/workshops')).toBe(false);
  });
});

describe('Navigation', () => {
  it('is a named navigation landmark marking the current page', () => {
    render(<Navigation label="Main" items={items} currentPath="/b/bookings/42" />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const current = within(nav).getByRole('link', { name: 'Bookings' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', '/b/bookings');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('lets the item say it is active', () => {
    render(<Navigation label="Main" items={[{ href: '/b/workshops', label: 'Workshops', active: true }]} />);
    expect(screen.getByRole('link', { name: 'Workshops' })).toHaveAttribute('aria-current', 'page');
  });

  it('renders links through renderLink, so a router link can take over', async () => {
    const renderLink = ({ href, ...props }: LinkRenderProps) => <RouterLink to={href} {...props} />;
    render(<Navigation label="Main" items={items} collapse={false} renderLink={renderLink} />);
    await userEvent.click(screen.getByRole('link', { name: 'Workshops' }));
    expect(navigate).toHaveBeenCalledWith('/b/workshops');
    expect(screen.getByRole('link', { name: 'Workshops' })).toHaveClass('ex-navigation__link');
  });

  it('opens the links in a drawer from the menu button and closes it after a choice', async () => {
    const user = userEvent.setup();
    render(<Navigation label="Main" items={items} currentPath="/b" />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    const drawerNav = within(drawer).getByRole('navigation', { name: 'Main' });
    expect(within(drawerNav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(drawerNav).getByRole('link', { name: 'Bookings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the drawer on Escape and returns focus to the menu button', async () => {
    const user = userEvent.setup();
    render(<Navigation label="Main" items={items} />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(menu).toHaveFocus();
  });

  it('has no menu button when it does not collapse', () => {
    render(<Navigation label="Sections" items={items} collapse={false} variant="tabs" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Sections' })).toHaveAttribute('data-variant', 'tabs');
  });
});

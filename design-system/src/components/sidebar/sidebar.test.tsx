import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LinkRenderProps } from '../navigation/render-link.tsx';
import { Sidebar, type SidebarProps } from './sidebar.tsx';
import type { SidebarSection } from './sidebar-nav.tsx';

const sections: SidebarSection[] = [
  { items: [{ href: '/c', label: 'Dashboard', end: true, icon: <svg /> }] },
  {
    title: 'Workshops',
    items: [
      { href: '/c/workshops', label: 'Workshops', icon: <svg /> },
      { href: '/c/bookings', label: 'Bookings', icon: <svg />, badge: 3 },
    ],
  },
];

function Shell({ onOpenChange, ...props }: Partial<SidebarProps>) {
  const [open, setOpen] = useState(true);
  return (
    <Sidebar
      sections={sections}
      currentPath="/c/bookings/12"
      {...props}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange?.(next);
      }}
    />
  );
}

describe('Sidebar', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is a named navigation with titled sections and the current page marked', () => {
    render(<Shell />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const workshops = within(nav).getByRole('list', { name: 'Workshops' });
    const current = within(workshops).getByRole('link', { name: 'Bookings 3' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('collapses to icons that keep their names and show them as tooltips on focus', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Shell onOpenChange={onOpenChange} />);
    expect(document.querySelector('.ex-sidebar')).toHaveAttribute('data-state', 'expanded');

    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(document.querySelector('.ex-sidebar')).toHaveAttribute('data-state', 'collapsed');
    // The toggle keeps focus: it is the same button, renamed.
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveFocus();

    const nav = screen.getByRole('navigation', { name: 'Main' });
    within(nav).getByRole('link', { name: 'Workshops' }).focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Workshops');
  });

  it('shows no tooltips while expanded', () => {
    render(<Shell />);
    screen.getByRole('link', { name: 'Workshops' }).focus();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens in a drawer from the menu button and closes after a link is followed', async () => {
    const user = userEvent.setup();
    const onMobileOpenChange = vi.fn();
    render(<Shell onMobileOpenChange={onMobileOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = screen.getByRole('dialog', { name: 'Main' });
    const link = within(drawer).getByRole('link', { name: 'Dashboard' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(onMobileOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the drawer shut from the md breakpoint up', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(min-width: 768px)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const onMobileOpenChange = vi.fn();
    render(<Shell mobileOpen onMobileOpenChange={onMobileOpenChange} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onMobileOpenChange).toHaveBeenCalledWith(false);
  });

  it('renders links through renderLink', () => {
    const renderLink = ({ href, ...props }: LinkRenderProps) => (
      <a data-to={href} href={`#${href}`} {...props} />
    );
    render(<Shell renderLink={renderLink} menuButton={false} />);
    expect(screen.getByRole('link', { name: 'Workshops' })).toHaveAttribute('data-to', '/c/workshops');
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
  });
});

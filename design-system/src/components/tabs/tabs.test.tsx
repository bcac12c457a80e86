import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RouteTabs, routeTabOf, routeTabTitle, Tabs } from './index.ts';

function Settings(props: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="account" onValueChange={props.onValueChange}>
      <Tabs.List aria-label="Settings sections">
        <Tabs.Trigger value="account">Account</Tabs.Trigger>
        <Tabs.Trigger value="preferences" badge="New">
          Preferences
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="account">Account cards</Tabs.Content>
      <Tabs.Content value="preferences">Appearance</Tabs.Content>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the default tab and its panel', () => {
    render(<Settings />);
    expect(screen.getByRole('tablist', { name: 'Settings sections' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Account' })).toHaveTextContent('Account cards');
  });

  it('reads a badge as part of the tab name', () => {
    render(<Settings />);
    const tab = screen.getByRole('tab', { name: 'Preferences New' });
    expect(tab.querySelector('.ex-badge')).toHaveTextContent('New');
  });

  it('switches tabs with a click', async () => {
    const onValueChange = vi.fn();
    render(<Settings onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: /Preferences/ }));
    expect(onValueChange).toHaveBeenCalledWith('preferences');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Appearance');
  });

  it('switches tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Settings />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    const preferences = screen.getByRole('tab', { name: /Preferences/ });
    expect(preferences).toHaveFocus();
    expect(preferences).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Appearance');

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Account cards');
  });

  it('follows a controlled value', () => {
    const { rerender } = render(
      <Tabs value="a">
        <Tabs.List>
          <Tabs.Trigger value="a">Index</Tabs.Trigger>
          <Tabs.Trigger value="b">History</Tabs.Trigger>
        </Tabs.List>
      </Tabs>,
    );
    expect(screen.getByRole('tab', { name: 'Index' })).toHaveAttribute('aria-selected', 'true');
    rerender(
      <Tabs value="b">
        <Tabs.List>
          <Tabs.Trigger value="a">Index</Tabs.Trigger>
          <Tabs.Trigger value="b">History</Tabs.Trigger>
        </Tabs.List>
      </Tabs>,
    );
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('RouteTabs', () => {
  const tabs = [
    { path: '', label: 'Overview' },
    { path: 'bookings', label: 'Bookings' },
    { path: 'calendar', label: 'Calendar' },
  ];

  it('selects the tab of the path, nested pages included, and the index tab otherwise', () => {
    expect(routeTabOf('/b/workshops/7', '/b/workshops/7', tabs)).toBe('');
    expect(routeTabOf('/b/workshops/7', '/b/workshops/7/bookings/12', tabs)).toBe('bookings');
    expect(routeTabOf('/b/workshops/7', '/b/workshops/7/calendar', tabs)).toBe('calendar');
    expect(routeTabOf('/b/workshops/7', '/b/workshops/7/bookingsx', tabs)).toBe('');
  });

  it("titles a tab's page by the thing's name, after the tab's label on every tab but the index", () => {
    expect(routeTabTitle('Prompts', '/b/workshops/7', '/b/workshops/7', tabs)).toBe('Prompts');
    expect(routeTabTitle('Prompts', '/b/workshops/7', '/b/workshops/7/bookings/12', tabs)).toBe(
      'Bookings · Prompts',
    );
  });

  it('moves to the path of the tab picked', async () => {
    const onNavigate = vi.fn();
    render(
      <RouteTabs
        base="/b/workshops/7"
        pathname="/b/workshops/7/calendar"
        onNavigate={onNavigate}
        tabs={tabs}
        label="Workshop"
      >
        <p>Calendar panel</p>
      </RouteTabs>,
    );
    expect(screen.getByRole('tab', { name: 'Calendar' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Calendar panel');
    await userEvent.click(screen.getByRole('tab', { name: 'Bookings' }));
    expect(onNavigate).toHaveBeenCalledWith('/b/workshops/7/bookings');
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(onNavigate).toHaveBeenLastCalledWith('/b/workshops/7');
  });
});

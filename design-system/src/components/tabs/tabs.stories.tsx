import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Card } from '../card/index.ts';
import { RouteTabs, Tabs } from './index.ts';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { defaultValue: 'index' },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (text: string) => (
  <Card>
    <Card.Content>{text}</Card.Content>
  </Card>
);

/** The tabs of a coach's workshop page. */
export const Horizontal: Story = {
  render: (args) => (
    <Tabs {...args}>
      <Tabs.List aria-label="Workshop sections">
        <Tabs.Trigger value="index">Overview</Tabs.Trigger>
        <Tabs.Trigger value="history">History</Tabs.Trigger>
        <Tabs.Trigger value="payouts">Payouts</Tabs.Trigger>
        <Tabs.Trigger value="calendar">Calendar</Tabs.Trigger>
        <Tabs.Trigger value="invoices" disabled>
          Invoices
        </Tabs.Trigger>
        <Tabs.Trigger value="resources">Resources</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="index">{panel('Workshop overview')}</Tabs.Content>
      <Tabs.Content value="history">{panel('Past schedules')}</Tabs.Content>
      <Tabs.Content value="payouts">{panel('Payouts')}</Tabs.Content>
      <Tabs.Content value="calendar">{panel('Calendar')}</Tabs.Content>
      <Tabs.Content value="resources">{panel('Resources')}</Tabs.Content>
    </Tabs>
  ),
};

/** The Settings dialog's sections, with the "New" badge on Preferences. */
export const VerticalWithBadge: Story = {
  args: { defaultValue: 'account', orientation: 'vertical' },
  render: (args) => (
    <Tabs {...args}>
      <Tabs.List aria-label="Settings sections">
        <Tabs.Trigger value="account">Account</Tabs.Trigger>
        <Tabs.Trigger value="preferences" badge="New">
          Preferences
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="account">
        {panel('Avatar, Display Name, Headline, Username, Email...')}
      </Tabs.Content>
      <Tabs.Content value="preferences">{panel('Appearance: System, Light, Dark')}</Tabs.Content>
    </Tabs>
  ),
};

export const Dark: Story = { ...Horizontal, globals: { theme: 'dark' } };

export const DarkVertical: Story = { ...VerticalWithBadge, globals: { theme: 'dark' } };

/** Tabs that are routes: the page's path picks the tab, and picking one moves to its path. */
export const Routes: Story = {
  render: function RoutesStory() {
    const [pathname, setPathname] = useState('/c/bookings/42/seats');
    return (
      <RouteTabs
        base="/c/bookings/42"
        pathname={pathname}
        onNavigate={setPathname}
        label="Booking sections"
        tabs={[
          { path: '', label: 'Details' },
          { path: 'seats', label: 'Seats' },
          { path: 'payments', label: 'Payments' },
          { path: 'resources', label: 'Resources' },
        ]}
      >
        {panel(`The page at ${pathname}`)}
      </RouteTabs>
    );
  },
};

import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Badge } from '../badge/badge.tsx';
import { Button } from '../button/button.tsx';
import { Input } from '../input/input.tsx';
import { Drawer } from './drawer.tsx';

const meta = {
  title: 'Components/Drawer',
  component: Drawer,
  args: {
    title: 'Booking details',
    description: 'Scaling your practice with AI agents · Tue 14 Jan, 10:00',
    defaultOpen: true,
    side: 'right',
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['left', 'right'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = { margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: '0.25rem' } as const;

/** A detail panel from the right; below 640px it becomes a bottom sheet. */
export const DetailPanel: Story = {
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <Drawer
        {...args}
        trigger={<Button variant="outline">Open booking</Button>}
        footer={
          <>
            <Button variant="outline">Message coach</Button>
            <Button variant="destructive">Cancel booking</Button>
          </>
        }
      >
        <div style={{ display: 'grid', gap: '0.75rem' }}>
          <Badge variant="success">Confirmed</Badge>
          <p style={{ margin: 0 }}>2 seats · paid $298 by card ending 4242.</p>
          <Input label="Note for the coach" description="Optional." />
        </div>
      </Drawer>
    </div>
  ),
};

/** Mobile navigation from the left, with the title hidden behind a logo. */
export const Navigation: Story = {
  args: { side: 'left', size: 'sm', title: 'Navigation', hideTitle: true, description: undefined },
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <Drawer {...args} trigger={<Button variant="outline">Menu</Button>}>
        <nav aria-label="Main">
          <ul style={list}>
            <li>
              <a href="#workshops" aria-current="page">
                Workshops
              </a>
            </li>
            <li>
              <a href="#bookings">Bookings</a>
            </li>
            <li>
              <a href="#payments">Payments</a>
            </li>
          </ul>
        </nav>
      </Drawer>
    </div>
  ),
};

/** Controlled from state; reopen it with the button after closing. */
export const Controlled: Story = {
  args: { defaultOpen: undefined, description: undefined, title: 'Filters', size: 'lg' },
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <div style={{ padding: '1rem' }}>
        <Button onClick={() => setOpen(true)}>Show filters</Button>
        <Drawer {...args} open={open} onOpenChange={setOpen}>
          <p style={{ margin: 0 }}>Level, mode and price filters go here.</p>
        </Drawer>
      </div>
    );
  },
};

/** Below 640px a right drawer slides up from the bottom. */
export const SmallScreen: Story = {
  ...DetailPanel,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const Dark: Story = { ...DetailPanel, globals: { theme: 'dark' } };

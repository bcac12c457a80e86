import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../button/button.tsx';
import { Input } from '../input/input.tsx';
import { Tabs } from '../tabs/index.ts';
import { Dialog } from './dialog.tsx';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    title: 'Cancel booking',
    description: 'Your 2 seats are released and the payment is refunded to your card.',
    defaultOpen: true,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open on load; press Escape, click the overlay or Close to dismiss, then reopen with the button. */
export const Confirm: Story = {
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <Dialog
        {...args}
        trigger={<Button variant="outline">Cancel booking</Button>}
        footer={
          <>
            <Button variant="outline">Keep booking</Button>
            <Button variant="destructive">Cancel booking</Button>
          </>
        }
      >
        <p style={{ margin: 0 }}>Workshop: Scaling your practice with AI agents, Tue 14 Jan, 10:00.</p>
      </Dialog>
    </div>
  ),
};

/** Controlled from state, as the Settings dialog is from its persisted flag. */
export const SettingsDialog: Story = {
  args: { title: 'Settings', description: undefined, size: 'lg' },
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <div style={{ padding: '1rem' }}>
        <Button onClick={() => setOpen(true)}>Open settings</Button>
        <Dialog {...args} defaultOpen={undefined} open={open} onOpenChange={setOpen}>
          <Tabs defaultValue="account" orientation="vertical">
            <Tabs.List aria-label="Settings sections">
              <Tabs.Trigger value="account">Account</Tabs.Trigger>
              <Tabs.Trigger value="preferences" badge="New">
                Preferences
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="account">
              <div style={{ display: 'grid', gap: '1rem' }}>
                <Input label="First name" defaultValue="Ada" />
                <Input label="Last name" defaultValue="Lovelace" />
                <Input label="Username" defaultValue="ada" error="Username must be at least 4 characters" />
              </div>
            </Tabs.Content>
            <Tabs.Content value="preferences">Appearance</Tabs.Content>
          </Tabs>
        </Dialog>
      </div>
    );
  },
};

/** Below 640px the dialog fills the screen. */
export const SmallScreen: Story = {
  ...Confirm,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const Dark: Story = { ...Confirm, globals: { theme: 'dark' } };

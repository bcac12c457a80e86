import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Switch } from './switch.tsx';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { label: 'Email notifications', description: 'Booking confirmations and reminders.' },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};

export const On: Story = { args: { defaultChecked: true } };

export const WithError: Story = { args: { label: 'Public profile', error: 'Add a profile photo first' } };

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Switch {...args} label="Off and disabled" disabled />
      <Switch {...args} label="On and disabled" disabled defaultChecked />
    </div>
  ),
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Switch {...args} />
      <Switch {...args} label="SMS reminders" defaultChecked />
      <Switch {...args} label="Public profile" description={undefined} disabled />
      <Switch {...args} label="Calendar sync" description={undefined} error="Connect a calendar first" />
    </div>
  ),
};

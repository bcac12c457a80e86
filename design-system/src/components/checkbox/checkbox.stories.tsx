import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Checkbox } from './checkbox.tsx';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Send me booking reminders' },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithDescription: Story = {
  args: { label: 'Show my profile publicly', description: 'Clients can find you in the coach directory.' },
};

export const Indeterminate: Story = { args: { label: 'All workshops', checked: 'indeterminate' } };

export const WithError: Story = {
  args: { label: 'I accept the terms', required: true, error: 'Please accept the terms' },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Checkbox {...args} label="Unavailable" disabled />
      <Checkbox {...args} label="Always on" disabled defaultChecked />
    </div>
  ),
};

const all = (args: Meta<typeof Checkbox>['args']) => (
  <div style={{ display: 'grid', gap: '0.75rem' }}>
    <Checkbox {...args} label="Unchecked" />
    <Checkbox {...args} label="Checked" defaultChecked />
    <Checkbox {...args} label="Some" checked="indeterminate" />
    <Checkbox {...args} label="Disabled" disabled defaultChecked />
    <Checkbox {...args} label="I accept the terms" error="Please accept the terms" />
  </div>
);

export const Dark: Story = { globals: { theme: 'dark' }, render: all };

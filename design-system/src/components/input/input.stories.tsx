import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Input } from './input.tsx';

const meta = {
  title: 'Forms/Input',
  component: Input,
  args: { label: 'First name', placeholder: 'Ada' },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescription: Story = {
  args: {
    label: 'Username',
    placeholder: 'ada_lovelace',
    description: 'At least 4 characters: letters, numbers, underscores and hyphens.',
  },
};

export const WithError: Story = {
  args: {
    label: 'Email',
    type: 'email',
    defaultValue: 'ada@',
    error: 'Please enter a valid email address',
  },
};

export const Required: Story = { args: { label: 'Last name', required: true, placeholder: 'Lovelace' } };

export const Disabled: Story = { args: { label: 'Email', defaultValue: 'ada@example.com', disabled: true } };

export const Form: Story = {
  render: () => (
    <form noValidate style={{ display: 'grid', gap: '1rem' }}>
      <Input label="First name" defaultValue="Ada" required />
      <Input label="Middle name" description="Optional." />
      <Input label="Last name" defaultValue="" required error="Last name is not valid." />
    </form>
  ),
};

export const Dark: Story = { ...Form, globals: { theme: 'dark' } };

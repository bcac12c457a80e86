import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { OtpInput } from './otp-input.tsx';

const meta = {
  title: 'Forms/OtpInput',
  component: OtpInput,
  args: { length: 6, value: '', onChange: () => {} },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        <OtpInput {...args} value={value} onChange={setValue} />
        <output style={{ fontSize: '0.875rem' }}>Value: {JSON.stringify(value)}</output>
      </div>
    );
  },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: '123456' } };

export const WithError: Story = {
  args: { value: '1234', error: 'Please enter a valid 6-OTP code' },
};

export const WithDescription: Story = {
  args: { description: 'Sent to ada@example.com. It expires in 10 minutes.' },
};

export const Dark: Story = { ...WithError, globals: { theme: 'dark' } };

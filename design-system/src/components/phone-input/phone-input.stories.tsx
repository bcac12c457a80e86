import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SAMPLE_COUNTRIES } from '../country-select/sample-countries.ts';
import { PhoneInput } from './phone-input.tsx';

/** Stories use a sample; apps pass the contract's full `COUNTRIES`. */
const meta = {
  title: 'Forms/PhoneInput',
  component: PhoneInput,
  args: {
    label: 'Phone number',
    countries: SAMPLE_COUNTRIES,
    defaultCountry: 'DE',
    placeholder: '30 1234567',
  },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
  render: function Render(args) {
    const [value, setValue] = useState(args.value ?? '');
    return (
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        <PhoneInput {...args} value={value} onChange={setValue} />
        <output style={{ fontSize: '0.875rem' }}>Value: {JSON.stringify(value)}</output>
      </div>
    );
  },
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** An existing value is split back into its country and number by the longest dialling code. */
export const WithValue: Story = { args: { value: '+1 876 555 0100' } };

export const WithError: Story = {
  args: { value: '', required: true, error: 'Phone number must be at least 1 character.' },
};

export const Disabled: Story = { args: { value: '+44 20 7946 0958', disabled: true } };

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { value: '+49 30 1234567', description: 'Coaches see it after you book.' },
};

export const DarkWithError: Story = { ...WithError, globals: { theme: 'dark' } };

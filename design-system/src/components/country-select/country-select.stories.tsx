import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { CountrySelect } from './country-select.tsx';
import { SAMPLE_COUNTRIES } from './sample-countries.ts';

/** Stories use a sample; apps pass the contract's full `COUNTRIES` (about 240 entries). */
const meta = {
  title: 'Forms/CountrySelect',
  component: CountrySelect,
  args: { label: 'Country', countries: SAMPLE_COUNTRIES },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
  render: function Render(args) {
    const [value, setValue] = useState(args.value ?? null);
    return <CountrySelect {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof CountrySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = { args: { value: 'DE', description: 'Shown on your public profile.' } };

export const Open: Story = {
  args: { value: 'GB', defaultOpen: true },
  decorators: [(Story) => <div style={{ minHeight: '26rem' }}>{Story()}</div>],
};

export const WithError: Story = { args: { error: 'Please select a valid country', required: true } };

export const Disabled: Story = { args: { value: 'FR', disabled: true } };

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { value: 'NL', defaultOpen: true },
  decorators: [(Story) => <div style={{ minHeight: '26rem' }}>{Story()}</div>],
};

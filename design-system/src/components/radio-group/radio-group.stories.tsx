import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { RadioGroup } from './radio-group.tsx';

const options = [
  { value: 'EACH', label: 'Mail me each booking' },
  {
    value: 'DAILY',
    label: 'Send one daily summary',
    description: 'Every morning, the bookings of the day before.',
  },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { label: 'New bookings', options, defaultValue: 'EACH' },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescription: Story = {
  args: { description: 'Cancellations and refunds are always mailed at once.', defaultValue: 'DAILY' },
};

export const WithError: Story = { args: { defaultValue: undefined, error: 'Please choose one' } };

export const Disabled: Story = { args: { disabled: true } };

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { description: 'Cancellations and refunds are always mailed at once.', defaultValue: 'DAILY' },
};

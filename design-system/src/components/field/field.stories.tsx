import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Field } from './field.tsx';

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: {
    label: 'Country',
    description: 'Used for invoices and tax.',
    children: (control) => (
      <select {...control} className="ex-input" defaultValue="">
        <option value="" disabled>
          Choose a country
        </option>
        <option value="GB">United Kingdom</option>
        <option value="US">United States</option>
      </select>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any control can sit in a Field; here a native select styled with the input class. */
export const WithSelect: Story = {};

export const WithError: Story = { args: { error: 'Please select a valid country', required: true } };

export const Dark: Story = { globals: { theme: 'dark' }, args: { error: 'Please select a valid country' } };

import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Card } from '../card/index.ts';
import { BarChart } from './bar-chart.tsx';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const meta = {
  title: 'Charts/BarChart',
  component: BarChart,
  args: {
    title: 'Bookings per month',
    description: 'Seats booked across all your workshops, July to December 2025.',
    labelHeader: 'Month',
    data: [
      { label: 'Jul', value: 18 },
      { label: 'Aug', value: 9 },
      { label: 'Sep', value: 26 },
      { label: 'Oct', value: 31 },
      { label: 'Nov', value: 24 },
      { label: 'Dec', value: 12 },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover a bar, or Tab to the chart and use the arrow keys, to read a value. */
export const Default: Story = {};

/** Two series side by side, with a legend; values written as money. */
export const Compared: Story = {
  args: {
    title: 'Revenue by workshop',
    description: 'This quarter against the last one.',
    labelHeader: 'Workshop',
    data: undefined,
    formatValue: (value) => usd.format(value),
    series: [
      {
        name: 'Q3',
        data: [
          { label: 'AI agents', value: 4200 },
          { label: 'Pricing', value: 2600 },
          { label: 'Pitching', value: 1800 },
        ],
      },
      {
        name: 'Q4',
        data: [
          { label: 'AI agents', value: 5900 },
          { label: 'Pricing', value: 2100 },
          { label: 'Pitching', value: 2400 },
        ],
      },
    ],
  },
};

/** Inside a card whose heading already names it, so the chart's title is hidden but still read. */
export const InCard: Story = {
  render: (args) => (
    <Card>
      <Card.Header>
        <Card.Title>Bookings per month</Card.Title>
      </Card.Header>
      <Card.Content>
        <BarChart {...args} hideTitle height={200} />
      </Card.Content>
    </Card>
  ),
};

/** A dashboard before the first booking. */
export const Empty: Story = { args: { data: [], emptyText: 'No bookings yet' } };

export const Dark: Story = { ...Compared, globals: { theme: 'dark' } };

import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { LineChart } from './line-chart.tsx';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8', 'W9', 'W10', 'W11', 'W12'];
const clients = [4, 7, 6, 9, 14, 12, 18, 17, 21, 25, 24, 30];
const coaches = [1, 1, 2, 2, 3, 5, 4, 6, 6, 7, 9, 8];

const meta = {
  title: 'Charts/LineChart',
  component: LineChart,
  args: {
    title: 'New clients per week',
    description: 'The last 12 weeks.',
    labelHeader: 'Week',
    data: weeks.map((label, index) => ({ label, value: clients[index] ?? 0 })),
  },
  decorators: [(Story) => <div style={{ maxWidth: '44rem' }}>{Story()}</div>],
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover the chart, or Tab to it and use the arrow keys, to read a week. */
export const Default: Story = {};

/** Two series, told apart by colour and dash pattern; a week without coach data leaves a gap. */
export const Compared: Story = {
  args: {
    title: 'Sign-ups per week',
    data: undefined,
    series: [
      { name: 'Clients', data: weeks.map((label, index) => ({ label, value: clients[index] ?? 0 })) },
      {
        name: 'Coaches',
        data: weeks
          .map((label, index) => ({ label, value: coaches[index] ?? 0 }))
          .filter((point) => point.label !== 'W6'),
      },
    ],
  },
};

/** Narrow containers thin out the week labels so they never overlap. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: '18rem' }}>{Story()}</div>],
};

export const Empty: Story = { args: { data: [] } };

export const Dark: Story = { ...Compared, globals: { theme: 'dark' } };

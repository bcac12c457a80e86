import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Spinner } from './spinner.tsx';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { size: 'md', label: 'Loading' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1.5rem', alignItems: 'center' }}>
      <Spinner size="sm" label="Loading small" />
      <Spinner size="md" label="Loading medium" />
      <Spinner size="lg" label="Loading large" />
    </div>
  ),
};

export const InAccentColour: Story = {
  render: () => (
    <span style={{ color: 'var(--ex-color-accent)' }}>
      <Spinner size="lg" />
    </span>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { size: 'lg' } };

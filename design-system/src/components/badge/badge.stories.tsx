import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Badge } from './badge.tsx';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Verified', variant: 'success', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['neutral', 'primary', 'success', 'warning', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      <Badge {...args} variant="neutral">
        Draft
      </Badge>
      <Badge {...args} variant="primary">
        Primary
      </Badge>
      <Badge {...args} variant="success">
        Confirmed
      </Badge>
      <Badge {...args} variant="warning">
        Pending
      </Badge>
      <Badge {...args} variant="danger">
        Cancelled
      </Badge>
    </div>
  ),
};

export const Small: Story = { ...Variants, args: { size: 'sm' } };

export const Dark: Story = { ...Variants, globals: { theme: 'dark' } };

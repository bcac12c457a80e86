import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { type Status, StatusBadge } from './status-badge.tsx';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { status: 'CONFIRMED' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = {};

const ALL: Status[] = [
  'DRAFT',
  'PUBLISHED',
  'ARCHIVED',
  'CLOSED',
  'PENDING',
  'CONFIRMED',
  'COMPLETED',
  'CANCELLED',
  'NO_SHOW',
  'ACCEPTED',
  'DECLINED',
  'EXPIRED',
  'WAITING',
  'OFFERED',
  'CLAIMED',
  'LEFT',
  'CHARGE_FAILED',
  'PAID',
  'UNPAID',
  'ACTIVE',
  'SUSPENDED',
  'NEW',
  'SHORTLISTED',
  'REJECTED',
  'HIRED',
  'QUEUED',
  'SENT',
  'FAILED',
];

/** Every status the API names, each in its one colour. */
export const EveryStatus: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      {ALL.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  ),
};

export const Dark: Story = { ...EveryStatus, globals: { theme: 'dark' } };

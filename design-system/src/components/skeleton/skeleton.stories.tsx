import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Card } from '../card/index.ts';
import { Skeleton } from './skeleton.tsx';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { shape: 'text' },
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};

/** A workshop card while its data loads. */
export const LoadingCard: Story = {
  render: () => (
    <Card role="status" aria-busy="true" aria-label="Loading workshop">
      <Skeleton shape="rect" height="10rem" style={{ borderRadius: 0 }} />
      <Card.Content style={{ display: 'grid', gap: '0.75rem' }}>
        <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
          <Skeleton shape="circle" />
          <div style={{ flex: 1, display: 'grid', gap: '0.5rem' }}>
            <Skeleton width="60%" />
            <Skeleton width="35%" height="0.75rem" />
          </div>
        </div>
        <Skeleton />
        <Skeleton width="85%" />
      </Card.Content>
    </Card>
  ),
};

/** A page as the shell shows it while a micro-frontend loads. */
export const Page: Story = {
  render: () => (
    <div role="status" aria-busy="true" aria-label="Loading" style={{ display: 'grid', gap: '0.75rem' }}>
      <Skeleton style={{ height: '2rem', width: '40%' }} />
      <Skeleton style={{ height: '1rem', width: '80%' }} />
      <Skeleton style={{ height: '1rem', width: '65%' }} />
    </div>
  ),
};

export const Dark: Story = { ...LoadingCard, globals: { theme: 'dark' } };

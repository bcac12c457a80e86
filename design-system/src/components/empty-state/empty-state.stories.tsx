import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../button/button.tsx';
import { Card } from '../card/index.ts';
import { EmptyState } from './empty-state.tsx';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: 'No bookings yet',
    description: 'When you book a workshop, it shows up here with its seats, payments and resources.',
  },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  args: {
    action: (
      <Button asChild>
        <a href="#workshops">Find a workshop</a>
      </Button>
    ),
  },
};

export const WithoutAction: Story = {};

/** Inside a card, as the Social Accounts table shows it. */
export const CompactInCard: Story = {
  render: () => (
    <Card>
      <Card.Header>
        <Card.Title>Social Accounts</Card.Title>
      </Card.Header>
      <EmptyState
        size="compact"
        titleAs="p"
        title="No results"
        description="No social accounts linked yet. Connect your profiles to build trust and increase visibility."
        action={<Button variant="outline">Add account</Button>}
      />
    </Card>
  ),
};

/** The shell's fallback when a micro-frontend fails to load. */
export const LoadError: Story = {
  args: {
    title: 'This part of Exceed could not be loaded',
    description: 'Check your connection and try again. The rest of the app keeps working.',
    action: <Button>Retry</Button>,
  },
};

export const Dark: Story = { ...WithAction, globals: { theme: 'dark' } };

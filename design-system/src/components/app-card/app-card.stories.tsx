import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../button/button.tsx';
import { AppCard } from './app-card.tsx';

const meta = {
  title: 'Components/AppCard',
  component: AppCard,
  args: {
    name: 'multiplai',
    description: "The multi-agent app: connect your account to use your workshops' agents there.",
    action: (
      <Button asChild variant="outline">
        <a href="#multiplai">Open multiplai</a>
      </Button>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof AppCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Dark: Story = { globals: { theme: 'dark' } };

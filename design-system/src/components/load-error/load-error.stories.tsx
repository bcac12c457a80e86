import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { LoadError } from './load-error.tsx';

const meta = {
  title: 'Components/LoadError',
  component: LoadError,
  args: { what: 'your bookings', retry: () => undefined },
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutReason: Story = {};

export const WithReason: Story = { args: { error: new Error('The server did not answer.') } };

export const Dark: Story = { globals: { theme: 'dark' } };

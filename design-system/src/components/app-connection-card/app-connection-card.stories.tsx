import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { AppConnectionCard } from './app-connection-card.tsx';

const meta = {
  title: 'Components/AppConnectionCard',
  component: AppConnectionCard,
  args: {
    name: 'multiplai',
    connectHref: '#connect',
    onDisconnect: () => new Promise((resolve) => setTimeout(resolve, 600)),
  },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof AppConnectionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Connected: Story = {
  args: { connection: { connected: true, connectedAt: '2026-03-04T10:00:00Z' } },
};

export const NotConnected: Story = { args: { connection: { connected: false, connectedAt: null } } };

/** The API answered 404: this site has no connection to the app. */
export const Unavailable: Story = { args: { unavailable: true } };

export const Loading: Story = {};

export const Dark: Story = { ...Connected, globals: { theme: 'dark' } };

export const DarkNotConnected: Story = { ...NotConnected, globals: { theme: 'dark' } };

/** Back from a connection that failed (`?error=multiplai`): the reason, and Connect to try again. */
export const ConnectionFailed: Story = {
  args: {
    connection: { connected: false, connectedAt: null },
    error: 'multiplai could not be connected. Please try again.',
  },
};

export const DarkConnectionFailed: Story = { ...ConnectionFailed, globals: { theme: 'dark' } };

import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { VideoEmbed } from './video-embed.tsx';

const meta = {
  title: 'Components/VideoEmbed',
  component: VideoEmbed,
  args: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Introduction video of Grace Coach' },
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof VideoEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const YouTube: Story = {};

export const Vimeo: Story = { args: { url: 'https://vimeo.com/76979871' } };

/** Any other address plays in the browser's own player. */
export const VideoFile: Story = { args: { url: 'https://example.com/intro.mp4' } };

export const Dark: Story = { ...VideoFile, globals: { theme: 'dark' } };

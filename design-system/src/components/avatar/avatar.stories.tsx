import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Avatar } from './avatar.tsx';

// An inline picture, so the story renders without the network.
const portrait = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fde047"/><stop offset="1" stop-color="#ca8a04"/></linearGradient></defs>
    <rect width="80" height="80" fill="url(#g)"/>
    <circle cx="40" cy="32" r="14" fill="#422006" opacity="0.85"/>
    <path d="M12 80a28 26 0 0 1 56 0z" fill="#422006" opacity="0.85"/>
  </svg>`,
)}`;

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { alt: 'Ada Lovelace', src: portrait, size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', gap: '1rem', alignItems: 'center' } as const;

export const WithImage: Story = {};

export const Initials: Story = { args: { src: null, alt: 'Ada Lovelace King' } };

/** The image fails to load (here a corrupt inline image), so the initials stay. */
export const BrokenImage: Story = { args: { src: 'data:image/png;base64,broken', alt: 'Grace Hopper' } };

/** An empty alt marks the avatar decorative (the name is next to it); it shows a silhouette. */

export const NoName: Story = { args: { src: null, alt: '' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={`initials-${size}`} alt="Grace Hopper" src={null} size={size} />
      ))}
    </div>
  ),
};

export const Dark: Story = { ...Sizes, globals: { theme: 'dark' } };

import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Image } from './image.tsx';
import { placeholderBackground } from './image-placeholder.ts';

// Inline pictures, so the stories render without the network or the image host.
const cover = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fde047"/><stop offset="1" stop-color="#854d0e"/></linearGradient></defs>
    <rect width="640" height="360" fill="url(#g)"/>
    <circle cx="250" cy="150" r="70" fill="#422006" opacity="0.85"/>
    <path d="M0 360 220 200l140 110 90-60 190 110z" fill="#1c1917" opacity="0.7"/>
  </svg>`,
)}`;

/** A 10x10 PNG of the same picture, as `createImagePlaceholder` would make it. */
const placeholder =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAKCAIAAAACUFjqAAAAc0lEQVR42mP4dUb00xGR13tFnmwVubtO5OoykXPzRY5PFzkwQWRnpwgDHrmNjSIMyHJOCmzIcquqRBiQ5SAILre4SIQBTQ6CIHJzskUY4PZhyk1JFmFAdguaXG+MCAOaW5Dl2kJEGPDI1fuKMOCRq3ATAQCEGHh5v6cOOwAAAABJRU5ErkJggg==';

const meta = {
  title: 'Components/Image',
  component: Image,
  args: { src: cover, alt: 'Workshop cover: a coach in front of a mountain range', width: 320, height: 180 },
  argTypes: { fit: { control: 'inline-radio', options: ['cover', 'contain'] } },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fixed-size image; stored files get `?w=320` at 1x and `?w=320&dpr=2` at 2x from the image host. */
export const Fixed: Story = {};

/** With `sizes` the image fills its container and the browser picks a breakpoint width. */
export const Responsive: Story = {
  args: { width: 640, height: 360, sizes: '(min-width: 768px) 40rem, 100vw', placeholder },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
};

/** The hero of a page: loaded at once with high fetch priority instead of lazily. */
export const Priority: Story = { args: { priority: true, width: 640, height: 360 } };

/** What the box shows while the picture loads: the 10x10 placeholder, blurred by 3 of its pixels. */
export const WhileLoading: Story = {
  render: (args) => (
    <span
      className="ex-image"
      data-state="loading"
      aria-hidden="true"
      style={{
        width: args.width,
        aspectRatio: `${args.width} / ${args.height}`,
        backgroundImage: placeholderBackground(placeholder),
      }}
    />
  ),
};

/** The picture fails to load (a corrupt inline image): a tile named by the alt text. */
export const Broken: Story = { args: { src: 'data:image/png;base64,broken', alt: 'Venue photo' } };

/** No picture at all, e.g. a workshop without a cover. */
export const Missing: Story = { args: { src: null, alt: 'Workshop cover' } };

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
      <Image {...args} />
      <Image {...args} src={null} alt="No cover" />
    </div>
  ),
};

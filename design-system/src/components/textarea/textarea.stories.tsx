import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Textarea } from './textarea.tsx';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: {
    label: 'Headline',
    placeholder: 'AI coach helping founders scale with agents',
    description: 'Shown under your name on your public profile.',
  },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithError: Story = {
  args: { label: 'Bio', defaultValue: '', error: 'Bio is not valid.', description: 'Up to 1000 characters.' },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Leadership coach for first-time managers.' },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { error: 'Headline is not valid.' } };

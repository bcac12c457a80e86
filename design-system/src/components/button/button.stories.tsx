import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from './button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Book a seat', variant: 'primary', size: 'md', loading: false, disabled: false },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'outline', 'ghost', 'destructive'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' } as const;

export const Primary: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={row}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="outline">
        Outline
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="destructive">
        Delete workshop
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const Disabled: Story = {
  render: (args) => (
    <div style={row}>
      <Button {...args} disabled>
        Save
      </Button>
      <Button {...args} variant="outline" disabled>
        Cancel
      </Button>
      <Button {...args} variant="destructive" disabled>
        Delete
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: 'Saving...' },
};

export const AsLink: Story = {
  render: (args) => (
    <div style={row}>
      <Button {...args} asChild>
        <a href="#workshops">Browse workshops</a>
      </Button>
      <Button {...args} asChild variant="outline">
        <a href="#register">Become a coach</a>
      </Button>
    </div>
  ),
};

export const FullWidth: Story = {
  args: { block: true, children: 'Continue to payment' },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
};

export const Dark: Story = {
  ...Variants,
  globals: { theme: 'dark' },
};

export const DarkLoadingAndDisabled: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={row}>
      <Button {...args} loading>
        Saving...
      </Button>
      <Button {...args} variant="secondary" disabled>
        Disabled
      </Button>
    </div>
  ),
};

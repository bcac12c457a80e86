import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { VisuallyHidden } from './visually-hidden.tsx';

const meta = {
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Only screen readers read this' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing shows: the text is there for assistive technology only. */
export const Default: Story = {
  render: (args) => (
    <p>
      Visible text.
      <VisuallyHidden {...args} />
    </p>
  ),
};

/** Press Tab inside the canvas: the skip link appears while it has focus. */
export const FocusableSkipLink: Story = {
  render: () => (
    <VisuallyHidden focusable>
      <a href="#main">Skip to content</a>
    </VisuallyHidden>
  ),
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

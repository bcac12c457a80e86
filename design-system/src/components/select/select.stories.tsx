import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../button/button.tsx';
import { Dialog } from '../dialog/dialog.tsx';
import { Select } from './select.tsx';
import type { SelectOption } from './select-option.ts';

const levels: SelectOption[] = [
  { value: 'BEGINNER', label: 'Beginner', description: 'No experience needed' },
  { value: 'INTERMEDIATE', label: 'Intermediate', description: 'Some practice with the basics' },
  { value: 'ADVANCED', label: 'Advanced', description: 'For practitioners' },
  { value: 'EXPERT', label: 'Expert', description: 'Invitation only', disabled: true },
];

const platforms: SelectOption[] = [
  { value: 'github', label: 'GitHub' },
  { value: 'linkedin', label: 'LinkedIn' },
  { value: 'x', label: 'X', keywords: ['twitter'] },
  { value: 'youtube', label: 'YouTube' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Workshop level',
    options: levels,
    placeholder: 'Choose a level',
    searchPlaceholder: 'Search levels...',
  },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
  render: function Render(args) {
    const [value, setValue] = useState(args.value ?? null);
    return <Select {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = {
  args: { value: 'INTERMEDIATE', description: 'Shown on the workshop page.' },
};

/** The list open, with descriptions and a disabled option. */
export const Open: Story = {
  args: { value: 'ADVANCED', defaultOpen: true },
  decorators: [(Story) => <div style={{ minHeight: '20rem' }}>{Story()}</div>],
};

export const WithError: Story = {
  args: { label: 'Platform', options: platforms, error: 'Please select a platform', required: true },
};

export const Disabled: Story = { args: { value: 'BEGINNER', disabled: true } };

/** Inside a dialog the list is portalled into the dialog, so it scrolls and keeps focus there. */
export const InDialog: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string | null>('github');
    return (
      <Dialog defaultOpen title="Add a social account" trigger={<Button>Add account</Button>}>
        <Select {...args} label="Platform" options={platforms} value={value} onChange={setValue} />
      </Dialog>
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { value: 'ADVANCED', defaultOpen: true },
  decorators: [(Story) => <div style={{ minHeight: '20rem' }}>{Story()}</div>],
};

export const DarkWithError: Story = { ...WithError, globals: { theme: 'dark' } };

import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../button/button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange: () => {},
    title: 'Delete group?',
    description: '"Team A" leaves your groups. You can undo this right after.',
    confirmLabel: 'Delete group',
    onConfirm: () => new Promise((resolve) => setTimeout(resolve, 1000)),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Confirm shows its progress for a second, then the dialog closes; reopen it with the button. */
export const Default: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <div style={{ padding: '1rem' }}>
        <Button variant="outline" onClick={() => setOpen(true)}>
          Delete group
        </Button>
        <ConfirmDialog {...args} open={open} onOpenChange={setOpen} />
      </div>
    );
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

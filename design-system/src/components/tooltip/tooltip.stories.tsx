import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../button/button.tsx';
import { Tooltip, TooltipProvider } from './tooltip.tsx';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Copy the invitation link',
    side: 'top',
    children: <Button variant="outline">Copy link</Button>,
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
  },
  decorators: [(Story) => <div style={{ padding: '3rem 6rem' }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rest the pointer on the button for 600 ms, or Tab to it: keyboard focus shows the tooltip at once. */
export const Default: Story = {};

/** Shown from the start, for a look at the bubble. */
export const Open: Story = { args: { defaultOpen: true } };

/** A toolbar of icon buttons in one provider: after the first tooltip, the others show without the delay. */
export const Toolbar: Story = {
  render: () => (
    <TooltipProvider>
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        {['Bold', 'Italic', 'Link'].map((name) => (
          <Tooltip key={name} content={name} side="bottom">
            <Button variant="ghost" size="sm" aria-label={name}>
              {name.charAt(0)}
            </Button>
          </Tooltip>
        ))}
      </div>
    </TooltipProvider>
  ),
};

/** A long hint wraps within 18rem. */
export const LongText: Story = {
  args: {
    defaultOpen: true,
    side: 'bottom',
    content:
      'Clients who booked this session get an email with the new time and can cancel for a full refund.',
    children: <Button>Reschedule</Button>,
  },
};

export const Dark: Story = { ...Open, globals: { theme: 'dark' } };

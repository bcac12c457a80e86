import { useEffect } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../button/button.tsx';
import { dismissToast, type ToastOptions, toast } from './toast-store.ts';
import { Toaster } from './toaster.tsx';

const meta = {
  title: 'Components/Toast',
  component: Toaster,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const examples: ToastOptions[] = [
  {
    title: 'Something went wrong!',
    description: 'The server did not answer. Please try again.',
    variant: 'destructive',
  },
  { title: 'Booking confirmed', description: '2 seats on Tue 14 Jan, 10:00.', variant: 'success' },
  { title: 'Invitation sent', description: 'We emailed grace@example.com a link to join.' },
];

function Demo({ initial }: { initial: ToastOptions[] }) {
  useEffect(() => {
    // Long durations so the toasts stay put for screenshots and a11y checks.
    for (const options of initial) toast({ duration: 600_000, ...options });
    return () => dismissToast();
  }, [initial]);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', padding: '1rem' }}>
      <Button
        onClick={() =>
          toast({ title: 'User Updated', description: 'Successfully updated.', variant: 'success' })
        }
      >
        Success toast
      </Button>
      <Button
        variant="destructive"
        onClick={() =>
          toast({ title: 'Upload failed', description: 'Please try again', variant: 'destructive' })
        }
      >
        Error toast
      </Button>
      <Button variant="outline" onClick={() => toast({ title: 'Link copied' })}>
        Default toast
      </Button>
      <Button variant="ghost" onClick={() => dismissToast()}>
        Dismiss all
      </Button>
      <Toaster />
    </div>
  );
}

/** Buttons raise toasts; three are shown on load. */
export const Variants: Story = { render: () => <Demo initial={examples} /> };

const withAction: ToastOptions[] = [
  {
    title: 'A new version of Exceed is available',
    description: 'Reload to get the latest features and fixes.',
    action: { label: 'Reload', onClick: () => {}, altText: 'Reload the page to update' },
  },
];

/** A toast with one action button (the shell's new-version notice). */
export const WithAction: Story = { render: () => <Demo initial={withAction} /> };

const none: ToastOptions[] = [];

export const Empty: Story = { render: () => <Demo initial={none} /> };

export const Dark: Story = { ...Variants, globals: { theme: 'dark' } };

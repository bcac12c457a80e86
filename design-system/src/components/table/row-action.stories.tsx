import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { RowAction } from './row-action.tsx';

/** Small actions at the end of a table row, each named for the row it acts on. */
export default {
  title: 'Components/RowAction',
  component: RowAction,
  args: { label: 'Delete', of: 'Negotiation basics' },
} satisfies Meta<typeof RowAction>;

export const Ghost: StoryObj<typeof RowAction> = {};

export const Outline: StoryObj<typeof RowAction> = { args: { label: 'Edit', variant: 'outline' } };

export const InARow: StoryObj<typeof RowAction> = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      <RowAction label="Edit" of="Negotiation basics" variant="outline" />
      <RowAction label="Publish" of="Negotiation basics" />
      <RowAction label="Delete" of="Negotiation basics" />
    </div>
  ),
};

import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Checkbox } from '../checkbox/index.ts';
import { Fieldset } from './fieldset.tsx';

/** A group of related fields under one legend, styled as the fields are. */
export default {
  title: 'Components/Fieldset',
  component: Fieldset,
  args: {
    legend: 'Attendees whose seats are cancelled',
    description: 'Pick up to the number of seats you cancel; the others keep theirs.',
    children: (
      <>
        <Checkbox label="Ada Lovelace" />
        <Checkbox label="Grace Hopper" />
        <Checkbox label="jordan.lee@example.com (invited)" />
      </>
    ),
  },
} satisfies Meta<typeof Fieldset>;

export const WithDescription: StoryObj<typeof Fieldset> = {};

export const LegendOnly: StoryObj<typeof Fieldset> = { args: { description: undefined } };

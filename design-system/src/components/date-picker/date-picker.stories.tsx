import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Field } from '../field/field.tsx';
import { DatePicker } from './date-picker.tsx';

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  args: {
    label: 'Session date',
    description: 'Type it as YYYY-MM-DD or pick it from the calendar.',
    locale: 'en-GB',
  },
  decorators: [(Story) => <div style={{ maxWidth: '20rem', minHeight: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Controlled from state, as in a form; the value is shown under the field. */
export const Default: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('2025-03-14');
    return (
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        <DatePicker {...args} value={value} onChange={setValue} />
        <output style={{ fontSize: '0.875rem' }}>Value: {value || '(none)'}</output>
      </div>
    );
  },
};

/** The calendar open, with the keyboard on the chosen date: arrows, Page Up/Down, Enter, Escape. */
export const CalendarOpen: Story = {
  ...Default,
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('.ex-date-picker__button')?.click();
  },
};

/** Bookable dates only: from 10 to 24 March 2025. */
export const WithinRange: Story = {
  args: {
    defaultValue: '2025-03-12',
    min: '2025-03-10',
    max: '2025-03-24',
    description: 'Between 10 and 24 March.',
  },
  play: CalendarOpen.play,
};

export const WithError: Story = { args: { error: 'Session date is not valid.', required: true } };

export const Disabled: Story = { args: { defaultValue: '2025-03-14', disabled: true } };

/** A bare picker inside the generic `Field`, which wires the label, error and description. */
export const InField: Story = {
  args: { label: undefined },
  render: (args) => (
    <Field label="Birthday" error="Please enter a date in the past">
      {(control) => <DatePicker {...args} {...control} />}
    </Field>
  ),
};

export const Dark: Story = { ...CalendarOpen, globals: { theme: 'dark' } };

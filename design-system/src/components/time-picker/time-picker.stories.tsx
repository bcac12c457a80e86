import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { DatePicker } from '../date-picker/date-picker.tsx';
import { Field } from '../field/field.tsx';
import { TimePicker } from './time-picker.tsx';

const meta = {
  title: 'Forms/TimePicker',
  component: TimePicker,
  args: { label: 'Start time', description: 'Pick from the list or type it, e.g. 9:30 or 2 pm.' },
  decorators: [(Story) => <div style={{ maxWidth: '16rem', minHeight: '20rem' }}>{Story()}</div>],
} satisfies Meta<typeof TimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Controlled from state, as in a form; the value is shown under the field. */
export const Default: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('10:00');
    return (
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        <TimePicker {...args} value={value} onChange={setValue} />
        <output style={{ fontSize: '0.875rem' }}>Value: {value || '(none)'}</output>
      </div>
    );
  },
};

/** The list open on the chosen time: arrows and Page Up/Down move, Enter chooses, Escape closes. */
export const ListOpen: Story = {
  ...Default,
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLInputElement>('.ex-time-picker__input')?.click();
  },
};

/** Office hours only, every 30 minutes. */
export const WithinRange: Story = {
  args: {
    defaultValue: '12:30',
    min: '09:00',
    max: '17:00',
    step: 30,
    description: 'Between 9:00 and 17:00.',
  },
  play: ListOpen.play,
};

export const WithError: Story = { args: { error: 'Start time is not valid.', required: true } };

export const Disabled: Story = { args: { defaultValue: '10:00', disabled: true } };

/** A bare picker inside the generic `Field`, beside a DatePicker, as a session form lays them out. */
export const InField: Story = {
  args: { label: undefined },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}>{Story()}</div>],
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 8rem', gap: '0.75rem' }}>
      <DatePicker label="Date" defaultValue="2025-03-14" locale="en-GB" />
      <Field label="Time">{(control) => <TimePicker {...args} {...control} defaultValue="09:30" />}</Field>
    </div>
  ),
};

export const Dark: Story = { ...ListOpen, globals: { theme: 'dark' } };

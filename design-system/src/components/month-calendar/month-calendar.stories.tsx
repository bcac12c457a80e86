import { moveToDay } from '@exceed/contract';
import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { MonthCalendar, type MonthCalendarProps } from './month-calendar.tsx';
import type { CalendarEvent } from './month-calendar-model.ts';

const ZONE = 'Europe/Lisbon';

const sample: CalendarEvent[] = [
  {
    id: '1',
    title: 'Prompt craft',
    start: '2026-04-07T09:00:00Z',
    end: '2026-04-07T11:00:00Z',
    variant: 'success',
    status: 'Published',
    disabled: true,
  },
  {
    id: '2',
    title: 'Agents in practice',
    start: '2026-04-14T13:30:00Z',
    end: '2026-04-14T15:30:00Z',
    variant: 'success',
    status: 'Published',
  },
  {
    id: '3',
    title: 'Office hours',
    start: '2026-04-14T16:00:00Z',
    end: '2026-04-14T17:00:00Z',
    status: 'Draft',
  },
  {
    id: '4',
    title: 'RAG clinic',
    start: '2026-04-21T08:00:00Z',
    end: '2026-04-21T10:00:00Z',
    variant: 'muted',
    status: 'Cancelled',
  },
  ...['08', '10', '12', '14', '16'].map((hour, index) => ({
    id: `busy-${index}`,
    title: `Cohort ${index + 1}`,
    start: `2026-04-23T${hour}:00:00Z`,
    end: `2026-04-23T${hour}:45:00Z`,
    variant: 'primary' as const,
    status: 'Published',
  })),
];

/** The calendar with its events in state, so drags and keyboard moves stay where they are dropped. */
function Stateful(args: MonthCalendarProps) {
  const [events, setEvents] = useState(args.events);
  const [picked, setPicked] = useState('');
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <MonthCalendar
        {...args}
        events={events}
        onSelectDay={(date) => setPicked(`Day ${date}`)}
        onSelectEvent={(event) => setPicked(`Event ${event.title}`)}
        onMoveEvent={(event, toDate) =>
          setEvents((current) =>
            current.map((item) =>
              item.id === event.id ? { ...item, ...moveToDay(item, toDate, ZONE) } : item,
            ),
          )
        }
      />
      <output style={{ fontSize: '0.875rem' }}>
        {picked || 'Click a day or an event, or drag an event.'}
      </output>
    </div>
  );
}

const meta = {
  title: 'Data/MonthCalendar',
  component: MonthCalendar,
  args: {
    events: sample,
    defaultMonth: '2026-04',
    timeZone: ZONE,
    locale: 'en-GB',
    layout: 'grid',
    canMoveTo: (_event: CalendarEvent, date: string) => date >= '2026-04-08',
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof MonthCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A coach's April: published, draft and cancelled sessions, a full day with "+2 more", and a past session
 * that cannot be moved. Drag an event, or focus it and press M, the arrows and Enter.
 */
export const Default: Story = {};

/** Week from Sunday, in American English. */
export const SundayFirst: Story = { args: { locale: 'en-US', weekStartsOn: 0 } };

/** The phone layout: the days that have events, as a list. */
export const Agenda: Story = { args: { layout: 'agenda' } };

/** A month with nothing on it. */
export const Empty: Story = { args: { events: [], layout: 'agenda' } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const DarkAgenda: Story = { ...Agenda, globals: { theme: 'dark' } };

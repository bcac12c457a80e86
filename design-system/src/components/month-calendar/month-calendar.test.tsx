import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MonthCalendar, type MonthCalendarProps } from './month-calendar.tsx';
import { type CalendarEvent, weekStartOf } from './month-calendar-model.ts';

const workshop: CalendarEvent = {
  id: 'w1',
  title: 'Prompt craft',
  start: '2026-04-14T09:00:00.000Z',
  end: '2026-04-14T11:00:00.000Z',
  timeZone: 'Europe/Lisbon',
  variant: 'success',
  status: 'Published',
};

function Calendar(props: Partial<MonthCalendarProps>) {
  return (
    <MonthCalendar
      events={[workshop]}
      defaultMonth="2026-04"
      timeZone="Europe/Lisbon"
      locale="en-US"
      weekStartsOn={1}
      layout="grid"
      {...props}
    />
  );
}

function Controlled() {
  const [month, setMonth] = useState('2026-06');
  return <Calendar month={month} onMonthChange={setMonth} />;
}

const day = (name: string) => screen.getByRole('button', { name });
const cellOf = (name: string) => day(name).closest('td') as HTMLElement;
const live = () => document.querySelector('[aria-live="assertive"]') as HTMLElement;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-04-10T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('MonthCalendar', () => {
  it('shows the month as a grid of weeks from the first day of the week, today marked, other months dimmed', () => {
    render(<Calendar />);
    expect(screen.getByRole('heading', { name: 'April 2026', level: 2 })).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'April 2026' });
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    // 30 March (a Monday) to 3 May: five weeks, plus the header row.
    expect(within(grid).getAllByRole('row')).toHaveLength(6);
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(35);
    expect(day('Friday, April 10, 2026')).toHaveAttribute('aria-current', 'date');
    expect(cellOf('Monday, March 30, 2026')).toHaveAttribute('data-outside');
    expect(cellOf('Wednesday, April 1, 2026')).not.toHaveAttribute('data-outside');
  });

  it('takes the first day of the week from the locale', () => {
    expect(weekStartOf('en-US')).toBe(0);
    expect(weekStartOf('de-DE')).toBe(1);
  });

  it('places each event on the day and at the time it starts in its own zone, named, else the calendar’s', () => {
    const late = {
      id: 'late',
      title: 'Late call',
      start: '2026-04-14T23:30:00.000Z',
      end: '2026-04-15T00:30:00.000Z',
    };
    const { unmount } = render(<Calendar events={[workshop, late]} timeZone="Asia/Tokyo" />);
    expect(
      within(cellOf('Tuesday, April 14, 2026')).getByRole('button', { name: /Prompt craft/ }),
    ).toHaveAccessibleName('10:00 AM GMT+1 Prompt craft, Published');
    expect(
      within(cellOf('Wednesday, April 15, 2026')).getByRole('button', { name: '8:30 AM GMT+9 Late call' }),
    ).toBeVisible();
    unmount();
    render(<Calendar events={[late]} timeZone="America/New_York" />);
    expect(
      within(cellOf('Tuesday, April 14, 2026')).getByRole('button', { name: '7:30 PM EDT Late call' }),
    ).toBeVisible();
  });

  it('moves between days with the arrows, Home/End and Page Up/Down, one day in the tab order', async () => {
    const user = userEvent.setup();
    const onMonthChange = vi.fn();
    render(<Calendar onMonthChange={onMonthChange} />);
    expect(day('Friday, April 10, 2026')).toHaveAttribute('tabindex', '0');
    expect(day('Saturday, April 11, 2026')).toHaveAttribute('tabindex', '-1');
    act(() => day('Friday, April 10, 2026').focus());
    await user.keyboard('{ArrowRight}');
    expect(day('Saturday, April 11, 2026')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(day('Saturday, April 18, 2026')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(day('Monday, April 13, 2026')).toHaveFocus();
    await user.keyboard('{End}');
    expect(day('Sunday, April 19, 2026')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(day('Saturday, April 11, 2026')).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('heading', { name: 'May 2026' })).toBeInTheDocument();
    expect(day('Monday, May 11, 2026')).toHaveFocus();
    expect(onMonthChange).toHaveBeenLastCalledWith('2026-05');
    await user.keyboard('{PageUp}{PageUp}');
    expect(day('Wednesday, March 11, 2026')).toHaveFocus();
  });

  it('goes to the previous and next month and back to today with the buttons', async () => {
    const user = userEvent.setup();
    render(<Calendar />);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'May 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { name: 'May 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByRole('heading', { name: 'April 2026' })).toBeInTheDocument();
  });

  it('follows a controlled month', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    expect(screen.getByRole('heading', { name: 'June 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { name: 'May 2026' })).toBeInTheDocument();
  });

  it('selects a day by a click on it or its blank space, or by Enter', async () => {
    const user = userEvent.setup();
    const onSelectDay = vi.fn();
    render(<Calendar onSelectDay={onSelectDay} />);
    await user.click(day('Monday, April 20, 2026'));
    expect(onSelectDay).toHaveBeenLastCalledWith('2026-04-20');
    await user.click(cellOf('Tuesday, April 21, 2026'));
    expect(onSelectDay).toHaveBeenLastCalledWith('2026-04-21');
    act(() => day('Friday, April 10, 2026').focus());
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onSelectDay).toHaveBeenLastCalledWith('2026-04-11');
  });

  it('opens an event by a click or the keyboard, without selecting its day', async () => {
    const user = userEvent.setup();
    const onSelectEvent = vi.fn();
    const onSelectDay = vi.fn();
    render(<Calendar onSelectEvent={onSelectEvent} onSelectDay={onSelectDay} />);
    await user.click(screen.getByRole('button', { name: /Prompt craft/ }));
    expect(onSelectEvent).toHaveBeenCalledWith(workshop);
    act(() => screen.getByRole('button', { name: /Prompt craft/ }).focus());
    await user.keyboard(' ');
    expect(onSelectEvent).toHaveBeenCalledTimes(2);
    expect(onSelectDay).not.toHaveBeenCalled();
  });

  it('moves an event from the keyboard: M picks it up, the arrows choose a day, Enter drops it, announced', async () => {
    const user = userEvent.setup();
    const onMoveEvent = vi.fn();
    const onSelectDay = vi.fn();
    render(<Calendar onMoveEvent={onMoveEvent} onSelectDay={onSelectDay} />);
    const event = screen.getByRole('button', { name: /Prompt craft/ });
    expect(event).toHaveAccessibleDescription('Press M to move it to another day.');
    act(() => event.focus());
    await user.keyboard('m');
    expect(live()).toHaveTextContent('Moving Prompt craft from Tuesday, April 14, 2026.');
    expect(day('Tuesday, April 14, 2026')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(cellOf('Wednesday, April 22, 2026')).toHaveAttribute('data-drop', 'valid');
    await user.keyboard('{Enter}');
    expect(onMoveEvent).toHaveBeenCalledWith(workshop, '2026-04-22');
    expect(onSelectDay).not.toHaveBeenCalled();
    expect(live()).toHaveTextContent('Prompt craft moved to Wednesday, April 22, 2026.');
  });

  it('gives up a keyboard move on Escape, focus back on the event', async () => {
    const user = userEvent.setup();
    const onMoveEvent = vi.fn();
    render(<Calendar onMoveEvent={onMoveEvent} />);
    act(() => screen.getByRole('button', { name: /Prompt craft/ }).focus());
    await user.keyboard('m{ArrowRight}{Escape}');
    expect(onMoveEvent).not.toHaveBeenCalled();
    expect(live()).toHaveTextContent('Prompt craft not moved.');
    expect(screen.getByRole('button', { name: /Prompt craft/ })).toHaveFocus();
  });

  it('refuses a day the app does not take, and events that are disabled', async () => {
    const user = userEvent.setup();
    const onMoveEvent = vi.fn();
    const past = {
      ...workshop,
      id: 'past',
      title: 'Old session',
      start: '2026-04-02T09:00:00Z',
      disabled: true,
    };
    render(
      <Calendar
        events={[workshop, past]}
        onMoveEvent={onMoveEvent}
        canMoveTo={(_event, date) => date >= '2026-04-10'}
      />,
    );
    expect(screen.getByRole('button', { name: /Old session/ })).not.toHaveAccessibleDescription();
    act(() => screen.getByRole('button', { name: /Old session/ }).focus());
    await user.keyboard('m');
    expect(live()).toHaveTextContent('');
    act(() => screen.getByRole('button', { name: /Prompt craft/ }).focus());
    await user.keyboard('m{ArrowUp}');
    expect(cellOf('Tuesday, April 7, 2026')).toHaveAttribute('data-drop', 'invalid');
    expect(live()).toHaveTextContent('Prompt craft cannot be moved to Tuesday, April 7, 2026.');
    await user.keyboard('{Enter}');
    expect(onMoveEvent).not.toHaveBeenCalled();
  });

  it('moves an event dragged with a pointer onto another day, without opening it', () => {
    const onMoveEvent = vi.fn();
    const onSelectEvent = vi.fn();
    render(<Calendar onMoveEvent={onMoveEvent} onSelectEvent={onSelectEvent} />);
    const target = cellOf('Friday, April 17, 2026');
    const elementFromPoint = vi.fn(() => target);
    Object.defineProperty(document, 'elementFromPoint', { value: elementFromPoint, configurable: true });
    const event = screen.getByRole('button', { name: /Prompt craft/ });
    fireEvent.pointerDown(event, { button: 0, clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(event, { clientX: 80, clientY: 12, pointerId: 1 });
    expect(target).toHaveAttribute('data-drop', 'valid');
    fireEvent.pointerUp(event, { clientX: 80, clientY: 12, pointerId: 1 });
    fireEvent.click(event);
    expect(onMoveEvent).toHaveBeenCalledWith(workshop, '2026-04-17');
    expect(onSelectEvent).not.toHaveBeenCalled();
    expect(target).not.toHaveAttribute('data-drop');
  });

  it('shows a few events a day and "+N more" for the rest', async () => {
    const user = userEvent.setup();
    const busy = Array.from({ length: 5 }, (_, index) => ({
      id: `e${index}`,
      title: `Session ${index + 1}`,
      start: `2026-04-20T1${index}:00:00.000Z`,
      end: `2026-04-20T1${index}:30:00.000Z`,
    }));
    render(<Calendar events={busy} timeZone="UTC" maxEventsPerDay={3} />);
    const cell = cellOf('Monday, April 20, 2026');
    expect(within(cell).getAllByRole('button', { name: /Session/ })).toHaveLength(3);
    const more = within(cell).getByRole('button', { name: '+2 more, Monday, April 20, 2026' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(cell).getAllByRole('button', { name: /Session/ })).toHaveLength(5);
    expect(within(cell).getByRole('button', { name: 'Show fewer, Monday, April 20, 2026' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('lists only the days with events on phones', async () => {
    const user = userEvent.setup();
    const onSelectEvent = vi.fn();
    render(<Calendar layout="agenda" onSelectEvent={onSelectEvent} />);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    const agenda = screen.getByRole('list', { name: 'April 2026' });
    expect(within(agenda).getByRole('heading', { name: 'Tuesday, April 14, 2026', level: 3 })).toBeVisible();
    await user.click(within(agenda).getByRole('button', { name: '10:00 AM GMT+1 Prompt craft, Published' }));
    expect(onSelectEvent).toHaveBeenCalledWith(workshop);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByText('Nothing on the calendar this month.')).toBeVisible();
  });
});

import { SESSION_MESSAGES, type WorkshopScheduleResource } from '@exceed/contract';
import { Toaster } from '@exceed/design-system';
import { ApiError, api } from '@exceed/session';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorOf } from '../../lib/field-error-of.ts';
import { ScheduleSessions } from './schedule-sessions.tsx';

// The cohort below runs in March 2027: the tab is read before it starts, as a coach planning it would.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-01-15T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  vi.restoreAllMocks();
});

const session = (id: string, day: string, title: string | null = null, meetingUrl: string | null = null) => ({
  id,
  startDate: `${day}T17:00:00Z`,
  endDate: `${day}T19:00:00Z`,
  title,
  location: null,
  meetingUrl,
});

/** A published two-week cohort of Tuesdays at 18:00 in Berlin, a year ahead. */
const cohort = {
  id: 's1',
  status: 'PUBLISHED',
  startDate: '2027-03-02T17:00:00Z',
  endDate: '2027-03-09T19:00:00Z',
  timezone: 'Europe/Berlin',
  mode: 'ONLINE',
  sessionCount: 2,
  cadence: 'WEEKLY',
  meetingLinkOpensMinutes: 15,
  sessions: [
    session('a', '2027-03-02', 'Kick-off', 'https://meet.jit.si/Exceed-a'),
    session('b', '2027-03-09'),
  ],
  abilities: { editSessions: true },
} as unknown as WorkshopScheduleResource;

function show(schedule = cohort) {
  render(
    <>
      <ScheduleSessions schedule={schedule} />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

const listed = () =>
  within(screen.getByRole('list', { name: 'Sessions' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.coach-sessions__name')?.textContent);

describe('the Sessions tab of a schedule', () => {
  it('lists each session in its zone, and repeats the last one weekly on its weekday', async () => {
    const user = show();
    expect(screen.getByText(/^2 sessions, weekly from Tue, Mar 2, 2027, 6:00 PM/)).toBeTruthy();
    expect(listed()).toEqual(['Session 1: Kick-off', 'Session 2']);
    const answered = {
      ...cohort,
      sessionCount: 4,
      sessions: [...cohort.sessions, session('c', '2027-03-16'), session('d', '2027-03-23')],
    };
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: answered });
    const repeat = screen.getByRole('form', { name: 'Repeat sessions' });
    const count = within(repeat).getByRole('spinbutton', { name: /How many more/ });
    await user.clear(count);
    await user.type(count, '2');
    expect(within(repeat).getByRole('checkbox', { name: 'Tue' }).getAttribute('aria-checked')).toBe('true');
    await user.click(within(repeat).getByRole('button', { name: 'Add sessions' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/workshop-schedules/s1/sessions/series',
        { count: 2, weekdays: ['TUE'] },
        { revalidates: ['/workshop-schedules'] },
      ),
    );
    await waitFor(() =>
      expect(listed()).toEqual(['Session 1: Kick-off', 'Session 2', 'Session 3', 'Session 4']),
    );
  });

  it("shows the API's refusal of an overlapping session on its date", async () => {
    const user = show();
    vi.spyOn(api, 'post').mockRejectedValue(
      new ApiError(422, 'The given data was invalid.', { startDate: [SESSION_MESSAGES.overlap] }),
    );
    const add = screen.getByRole('form', { name: 'New session' });
    await user.click(within(add).getByRole('button', { name: 'Add session' }));
    await waitFor(() =>
      expect(errorOf(within(add).getByRole('textbox', { name: /Date/ }))).toBe(SESSION_MESSAGES.overlap),
    );
  });

  it('cancels a session after asking, then shows the schedule as the API reads it', async () => {
    const user = show();
    const remove = vi.spyOn(api, 'delete').mockResolvedValue(undefined);
    vi.spyOn(api, 'get').mockResolvedValue({
      data: {
        ...cohort,
        sessionCount: 1,
        cadence: null,
        endDate: '2027-03-02T19:00:00Z',
        sessions: [cohort.sessions[0]],
      },
    });
    const second = screen.getAllByRole('listitem')[1] as HTMLElement;
    await user.click(within(second).getByRole('button', { name: 'Cancel session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this session?' });
    expect(dialog.textContent).toContain('Its attendees are told');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    await waitFor(() => expect(listed()).toEqual(['Session 1: Kick-off']));
    expect(remove).toHaveBeenCalledWith('/workshop-schedules/s1/sessions/b', {
      revalidates: ['/workshop-schedules'],
    });
    // The last session cannot be cancelled: the schedule is, from its own actions.
    expect(screen.queryByRole('button', { name: 'Cancel session' })).toBeNull();
  });

  it("shows each session's meeting link, and takes the coach's own for one without", async () => {
    const user = show();
    expect(screen.getByText(/see the meeting link from 15 minutes before each session/)).toBeTruthy();
    const [first, second] = screen.getAllByRole('listitem') as HTMLElement[];
    expect(
      within(first as HTMLElement)
        .getByRole('link', { name: 'Meeting link' })
        .getAttribute('href'),
    ).toBe('https://meet.jit.si/Exceed-a');
    expect(within(second as HTMLElement).getByText(/No meeting link yet/)).toBeTruthy();
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ data: cohort });
    await user.click(within(second as HTMLElement).getByRole('button', { name: 'Edit' }));
    const edit = screen.getByRole('form', { name: 'Edit session' });
    await user.type(within(edit).getByRole('textbox', { name: /Meeting link/ }), 'https://zoom.example/j/9');
    await user.click(within(edit).getByRole('button', { name: 'Save session' }));
    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith(
        '/workshop-schedules/s1/sessions/b',
        expect.objectContaining({ meetingUrl: 'https://zoom.example/j/9' }),
        { revalidates: ['/workshop-schedules'] },
      ),
    );
  });
});

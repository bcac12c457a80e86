import {
  type AnnouncementResource,
  EMPTY_AUDIENCE_MESSAGE,
  type ScheduleAbilities,
  type WorkshopResource,
  type WorkshopScheduleResource,
} from '@exceed/contract';
import { Toaster } from '@exceed/design-system';
import { ApiError, api } from '@exceed/session';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorOf } from '../../lib/field-error-of.ts';
import { ScheduleDialog } from './schedule-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** What the API grants the schedule's coach once the session has started: no edit, but announce. */
const ABILITIES: ScheduleAbilities = {
  edit: false,
  publish: false,
  cancel: true,
  delete: false,
  viewWaitlist: false,
  exportAttendees: false,
  announce: true,
  editSessions: true,
  checkIn: true,
  runAnyway: false,
};

const schedule = {
  id: 's1',
  status: 'PUBLISHED',
  startDate: '2026-12-01T09:00:00Z',
  endDate: '2026-12-01T11:00:00Z',
  timezone: 'UTC',
  sessionCount: 1,
  cadence: null,
  sessions: [
    {
      id: 's1',
      startDate: '2026-12-01T09:00:00Z',
      endDate: '2026-12-01T11:00:00Z',
      title: null,
      location: null,
    },
  ],
  abilities: ABILITIES,
} as WorkshopScheduleResource;

const sent: AnnouncementResource = {
  id: 'a1',
  workshopScheduleId: 's1',
  audience: 'WAITLIST',
  subject: 'Room change',
  body: 'We meet in room 4.',
  author: 'Olga',
  resourceId: null,
  createdAt: '2026-11-29T04:00:00Z',
  delivery: { queued: 3, sent: 0, failed: 0 },
};

/** The schedule's dialog with no announcements yet; answers the POST's spy. */
function openDialog(answer: () => Promise<unknown>) {
  vi.spyOn(api, 'get').mockResolvedValue({
    data: [],
    meta: { currentPage: 1, perPage: 100, total: 0, lastPage: 1 },
  });
  const post = vi.spyOn(api, 'post').mockImplementation(answer);
  render(
    <>
      <ScheduleDialog
        workshop={{ id: 'w1', title: 'Prompting' } as WorkshopResource}
        schedule={schedule}
        onClose={() => undefined}
        onCancel={() => undefined}
      />
      <Toaster />
    </>,
  );
  return post;
}

/** Opens the Announcements tab and writes to the waitlist. */
async function writeToWaitlist() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'Announcements' }));
  expect(await screen.findByText('No announcements yet.')).toBeTruthy();
  await user.click(screen.getByRole('radio', { name: 'The waitlist only' }));
  await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Room change');
  await user.type(screen.getByRole('textbox', { name: /Message/ }), 'We meet in room 4.');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  return user;
}

describe('the Announcements tab of a schedule', () => {
  it('sends the chosen audience, subject and message, says how many it is queued for and starts over', async () => {
    const post = openDialog(async () => ({ data: sent }));
    await writeToWaitlist();
    await waitFor(() => expect(post).toHaveBeenCalledOnce());
    expect(post).toHaveBeenCalledWith(
      '/workshop-schedules/s1/announcements',
      { audience: 'WAITLIST', subject: 'Room change', body: 'We meet in room 4.' },
      { revalidates: ['/workshop-schedules/s1/announcements'] },
    );
    expect(await screen.findByText('Announcement queued for 3 people')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Subject/ }) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('radio', { name: 'Paid attendees only' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it("shows the API's refusal of an empty audience on the audience field", async () => {
    openDialog(async () => {
      throw new ApiError(422, 'The given data was invalid.', { audience: [EMPTY_AUDIENCE_MESSAGE] });
    });
    await writeToWaitlist();
    await waitFor(() =>
      expect(errorOf(screen.getByRole('radiogroup', { name: 'To' }))).toBe(EMPTY_AUDIENCE_MESSAGE),
    );
    expect((screen.getByRole('textbox', { name: /Subject/ }) as HTMLInputElement).value).toBe('Room change');
  });

  it('lists earlier announcements with their delivery, and shows how each recipient was reached on demand', async () => {
    const user = userEvent.setup();
    // Another schedule than the tests above: swr keeps their empty list by path.
    const meta = { currentPage: 1, perPage: 100, total: 1, lastPage: 1 };
    const get = vi.spyOn(api, 'get').mockImplementation(async (path: string) =>
      path.endsWith('/recipients')
        ? {
            data: [
              {
                email: 'ada@example.com',
                status: 'FAILED',
                mailed: true,
                inApp: true,
                sentAt: null,
                error: 'Mailbox full',
              },
            ],
            meta,
          }
        : { data: [{ ...sent, delivery: { queued: 1, sent: 3, failed: 0 } }], meta },
    );
    render(
      <ScheduleDialog
        workshop={{ id: 'w1', title: 'Prompting' } as WorkshopResource}
        schedule={{ ...schedule, id: 's2' }}
        onClose={() => undefined}
        onCancel={() => undefined}
      />,
    );
    await user.click(screen.getByRole('tab', { name: 'Announcements' }));
    expect(await screen.findByRole('heading', { name: 'Room change' })).toBeTruthy();
    expect(screen.getByText('3 sent · 1 queued · 0 failed')).toBeTruthy();
    expect(get).not.toHaveBeenCalledWith(
      '/workshop-schedules/s2/announcements/a1/recipients',
      expect.anything(),
    );

    const recipients = screen.getByRole('button', { name: 'Recipients' });
    await user.click(recipients);
    expect(recipients.getAttribute('aria-expanded')).toBe('true');
    const table = await screen.findByRole('table', { name: 'Recipients of Room change' });
    expect(await within(table).findByText('ada@example.com')).toBeTruthy();
    expect(within(table).getByText('Failed')).toBeTruthy();
    expect(within(table).getByText('Mail, In app')).toBeTruthy();
    expect(within(table).getByText('Mailbox full')).toBeTruthy();
  });

  it('reads the list again while a delivery is still queued', async () => {
    const user = userEvent.setup();
    const get = vi.spyOn(api, 'get').mockResolvedValue({
      data: [sent],
      meta: { currentPage: 1, perPage: 100, total: 1, lastPage: 1 },
    });
    render(
      <ScheduleDialog
        workshop={{ id: 'w1', title: 'Prompting' } as WorkshopResource}
        schedule={{ ...schedule, id: 's3' }}
        onClose={() => undefined}
        onCancel={() => undefined}
      />,
    );
    await user.click(screen.getByRole('tab', { name: 'Announcements' }));
    expect(await screen.findByText('0 sent · 3 queued · 0 failed')).toBeTruthy();
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2), { timeout: 5000 });
  });
});

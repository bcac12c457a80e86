import type { BookingResource, BookingSeatResource } from '@exceed/contract';
import { api } from '@exceed/session';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingSeatsTab } from './booking-seats-tab.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ADA_ID = '0d3f6a52-4f1e-4c1b-9a8e-2b7c5d9e1f30';
const BOB_ID = '7a1c2e4f-6b8d-4e0a-8c2e-4f6a8b0c2d4e';

/** A seat as the API answers it to the booking's coach, who may record attendance. */
const seat = (fields: Partial<BookingSeatResource>): BookingSeatResource => ({
  id: `seat-${fields.userId ?? fields.email}`,
  bookingId: 'b1',
  userId: null,
  email: null,
  name: null,
  status: 'ACCEPTED',
  attended: false,
  createdAt: '2030-01-01T00:00:00Z',
  abilities: { resend: false, revoke: false, transfer: false, recordAttendance: true },
  ...fields,
});

const booking = {
  id: 'b1',
  userId: 'booker',
  seats: 3,
  inviteesPay: false,
  user: { id: 'booker', username: 'grace', name: 'Grace Hopper', email: 'grace@example.test' },
} as unknown as BookingResource;

function show(seats: BookingSeatResource[]) {
  vi.spyOn(api, 'get').mockResolvedValue({
    data: seats,
    meta: { currentPage: 1, perPage: 100, total: seats.length, lastPage: 1 },
  });
  // The tab links nowhere: it needs no router.
  render(<BookingSeatsTab booking={booking} />);
}

describe("the coach's seats tab: who comes, by name", () => {
  it('names each attendee who took their seat, with the address it was given to, and never an id', async () => {
    show([
      seat({ userId: ADA_ID, email: 'ada@example.test', name: 'Ada Lovelace' }),
      seat({ userId: BOB_ID, name: 'bob_k' }),
      seat({ email: 'cleo@example.test', status: 'PENDING' }),
      // A seat the booker gave themselves, not answered yet: named as the booking names them.
      seat({ userId: 'booker', status: 'PENDING' }),
    ]);
    const table = await screen.findByRole('table', { name: 'Seats' });
    expect(await within(table).findByText('Ada Lovelace (ada@example.test)')).toBeTruthy();
    expect(within(table).getByText('bob_k')).toBeTruthy();
    expect(within(table).getByText('cleo@example.test')).toBeTruthy();
    expect(within(table).getByText('Grace Hopper (grace@example.test)')).toBeTruthy();
    // Recording attendance names the person it is for.
    expect(screen.getByRole('switch', { name: 'Ada Lovelace (ada@example.test) attended' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Attendance notes of bob_k' })).toBeTruthy();
    expect(table.textContent).not.toMatch(/A member|An Exceed member/);
    expect(table.textContent).not.toContain(ADA_ID);
    expect(table.textContent).not.toContain(BOB_ID);
  });
});

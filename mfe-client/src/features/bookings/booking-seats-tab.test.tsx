import type { BookingAbilities, BookingResource, BookingSeatResource, SeatAbilities } from '@exceed/contract';
import { api } from '@exceed/session';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingSeatsTab } from './booking-seats-tab.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const NO_SEAT: SeatAbilities = { resend: false, revoke: false, transfer: false, recordAttendance: false };

const seat = (
  email: string | null,
  granted: Partial<SeatAbilities>,
  taken?: Pick<BookingSeatResource, 'userId' | 'name'>,
): BookingSeatResource => ({
  id: `seat-${email ?? taken?.userId}`,
  bookingId: 'b',
  userId: null,
  email,
  name: null,
  ...taken,
  status: taken ? 'ACCEPTED' : 'PENDING',
  attended: false,
  createdAt: '2030-01-01T00:00:00Z',
  invitationSentAt: null,
  abilities: { ...NO_SEAT, ...granted },
});

const booking = (invite: boolean, id = invite ? 'b1' : 'b2') =>
  ({
    id,
    status: invite ? 'CONFIRMED' : 'CANCELLED',
    seats: 2,
    price: 10,
    currency: 'USD',
    inviteesPay: false,
    inviteeHoldExpiresAt: null,
    abilities: { invite } as BookingAbilities,
  }) as unknown as BookingResource;

/** `id`: a booking of its own, whose seats no earlier test's read has cached. */
function show(invite: boolean, seats: BookingSeatResource[], id?: string) {
  vi.spyOn(api, 'get').mockResolvedValue({
    data: seats,
    meta: { currentPage: 1, perPage: 100, total: seats.length, lastPage: 1 },
  });
  render(
    <MemoryRouter>
      <BookingSeatsTab booking={booking(invite, id)} />
    </MemoryRouter>,
  );
}

describe("the client's seats tab: each action exactly when the API grants it", () => {
  it("offers a seat's resend, hand-on and revoke as its abilities say", async () => {
    show(true, [
      seat('ann@example.test', { resend: true, revoke: true, transfer: true }),
      seat('bob@example.test', { revoke: true }),
    ]);
    await screen.findByText('bob@example.test');
    expect(screen.getByRole('button', { name: /^Resend.*ann@example/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Revoke.*ann@example/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Revoke.*bob@example/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Resend.*bob@example/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'Invite someone' })).toBeTruthy();
  });

  it('offers no inviting when the booking gives no more seats, nor a seat action not granted', async () => {
    show(false, [seat('ann@example.test', {})]);
    expect(await screen.findByText('ann@example.test')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Invite someone' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Revoke|Resend|Give away/ })).toBeNull();
  });

  it('names each person who took their seat, and keeps the address a seat was given to', async () => {
    const userId = '5f0c2f7e-8a1b-4c3d-9e2f-0a1b2c3d4e5f';
    show(
      true,
      [
        seat('ann@example.test', {}, { userId: 'a0c2f7e5-8a1b-4c3d-9e2f-0a1b2c3d4e5f', name: 'Ann Lee' }),
        seat(null, {}, { userId, name: 'bob_k' }),
      ],
      'b3',
    );
    expect(await screen.findByText('Ann Lee (ann@example.test)')).toBeTruthy();
    expect(screen.getByText('bob_k')).toBeTruthy();
    expect(screen.queryByText(/An Exceed member/)).toBeNull();
    expect(document.body.textContent).not.toContain(userId);
  });
});

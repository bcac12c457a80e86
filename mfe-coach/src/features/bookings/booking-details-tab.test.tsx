import type { BookingAbilities, BookingResource } from '@exceed/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BookingDetailsTab } from './booking-details-tab.tsx';

afterEach(cleanup);

const NONE: BookingAbilities = {
  pay: false,
  confirm: false,
  complete: false,
  markNoShow: false,
  cancel: false,
  editCoachNotes: false,
  invite: false,
  delete: false,
  viewResources: false,
};

/** A CONFIRMED booking whose abilities are what the API granted. */
const bookingWith = (granted: Partial<BookingAbilities>) =>
  ({
    id: 'b1',
    status: 'CONFIRMED',
    seats: 1,
    seatsCancelled: 0,
    amountDue: 10,
    amountPaid: 10,
    currency: 'USD',
    notes: null,
    coachNotes: null,
    address: { addressLine1: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701', country: 'US' },
    workshopSchedule: { startDate: '2030-01-01T10:00:00Z' },
    user: { id: 'u1', username: 'grace', name: 'Grace Hopper', email: 'grace@example.test' },
    abilities: { ...NONE, ...granted },
  }) as unknown as BookingResource;

const show = (booking: BookingResource) =>
  render(
    <MemoryRouter>
      <BookingDetailsTab booking={booking} />
    </MemoryRouter>,
  );

const ACTIONS = ['Mark confirmed', 'Mark completed', 'Mark no-show', 'Cancel booking'];
const offered = () => ACTIONS.filter((name) => screen.queryByRole('button', { name }) !== null);

describe("the coach's booking details: a status change is offered exactly when the API grants it", () => {
  it('offers none when no ability is granted, whatever the status', () => {
    show(bookingWith({}));
    expect(offered()).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Coach notes' })).toBeNull();
  });

  it('offers completed, no-show and cancel once the session has started (the API says so)', () => {
    show(bookingWith({ complete: true, markNoShow: true, cancel: true, editCoachNotes: true }));
    expect(offered()).toEqual(['Mark completed', 'Mark no-show', 'Cancel booking']);
    expect(screen.getByRole('region', { name: 'Coach notes' })).toBeTruthy();
  });

  it('offers confirming a hold when granted', () => {
    show(bookingWith({ confirm: true }));
    expect(offered()).toEqual(['Mark confirmed']);
  });
});

describe("the coach's booking details: who booked", () => {
  it('names the booker, with the address to reach them', () => {
    show(bookingWith({}));
    const bookedBy = screen.getByText('Booked by').nextElementSibling;
    expect(bookedBy?.textContent).toBe('Grace Hopper (grace@example.test)');
  });
});

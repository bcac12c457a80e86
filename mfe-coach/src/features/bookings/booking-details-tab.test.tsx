import type { BookingAbilities, BookingResource } from '@exceed/contract';
import { ApiError, api } from '@exceed/session';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorOf } from '../../lib/field-error-of.ts';
import { BookingDetailsTab } from './booking-details-tab.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const NONE: BookingAbilities = {
  pay: false,
  confirm: false,
  complete: false,
  markNoShow: false,
  cancel: false,
  cancelSeats: false,
  editCoachNotes: false,
  invite: false,
  delete: false,
  viewResources: false,
};

/** A CONFIRMED booking whose abilities are what the API granted. */
const bookingWith = (granted: Partial<BookingAbilities>, money: Partial<BookingResource> = {}) =>
  ({
    id: 'b1',
    status: 'CONFIRMED',
    seats: 1,
    seatsCancelled: 0,
    amountDue: 10,
    amountPaid: 10,
    balanceDue: 0,
    ...money,
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

/** A hold of 2 seats at 10.00 that nobody paid (the API says 20.00 is due), which the coach may confirm. */
const unpaidHold = () =>
  bookingWith({ confirm: true }, { status: 'PENDING', amountDue: 20, amountPaid: 0, balanceDue: 20 });

const confirmButton = () => screen.getByRole('button', { name: 'Mark confirmed' });

describe('confirming a booking that is not paid', () => {
  it('confirms a paid booking in one click, as before', async () => {
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ data: {} });
    show(bookingWith({ confirm: true }, { status: 'PENDING', balanceDue: 0 }));
    await userEvent.click(confirmButton());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(patch).toHaveBeenCalledWith('/bookings/b1', { status: 'CONFIRMED' }, expect.anything());
  });

  it('asks how it was paid outside Exceed, the amount prefilled with the balance due, and sends it', async () => {
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ data: {} });
    show(unpaidHold());
    await userEvent.click(confirmButton());
    const dialog = screen.getByRole('dialog', { name: 'Confirm without a card payment?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('This booking is not paid. Record how it was paid outside Exceed.')).toBeTruthy();
    const amount = screen.getByRole('spinbutton', { name: 'Amount paid (USD)' });
    expect((amount as HTMLInputElement).value).toBe('20');

    // Nothing is sent until a method is chosen; its field says why.
    await userEvent.click(screen.getByRole('button', { name: 'Record and confirm' }));
    const method = screen.getByRole('combobox', { name: 'How was it paid?' });
    expect(errorOf(method)).toBe('Please select a valid payment method');
    expect(patch).not.toHaveBeenCalled();

    await userEvent.click(method);
    await userEvent.click(await screen.findByRole('option', { name: 'Bank transfer' }));
    await userEvent.clear(amount);
    await userEvent.type(amount, '15.5');
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'Transfer ref 42');
    await userEvent.click(screen.getByRole('button', { name: 'Record and confirm' }));

    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith(
        '/bookings/b1',
        {
          status: 'CONFIRMED',
          offlinePayment: { method: 'BANK_TRANSFER', amount: 1550, note: 'Transfer ref 42' },
        },
        expect.anything(),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the API's refusal under the amount, and keeps the dialog open", async () => {
    vi.spyOn(api, 'patch').mockRejectedValue(
      new ApiError(422, 'The amount cannot be more than the balance due.', {
        'offlinePayment.amount': ['The amount cannot be more than the balance due.'],
      }),
    );
    show(unpaidHold());
    await userEvent.click(confirmButton());
    await userEvent.click(screen.getByRole('combobox', { name: 'How was it paid?' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cash' }));
    await userEvent.click(screen.getByRole('button', { name: 'Record and confirm' }));

    const amount = screen.getByRole('spinbutton', { name: 'Amount paid (USD)' });
    await waitFor(() => expect(errorOf(amount)).toBe('The amount cannot be more than the balance due.'));
    expect(document.activeElement).toBe(amount);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe("the coach's booking details: who booked", () => {
  it('names the booker, with the address to reach them', () => {
    show(bookingWith({}));
    const bookedBy = screen.getByText('Booked by').nextElementSibling;
    expect(bookedBy?.textContent).toBe('Grace Hopper (grace@example.test)');
  });

  it("shows the booker's answers under the questions as they were asked", () => {
    show(
      bookingWith(
        {},
        {
          answers: [
            { questionId: 'q1', label: 'Company', kind: 'short_text', perAttendee: false, value: 'Acme' },
            {
              questionId: 'q2',
              label: 'Topics',
              kind: 'several_choices',
              perAttendee: false,
              value: ['AI', 'Ops'],
            },
            { questionId: 'q3', label: 'First workshop?', kind: 'yes_no', perAttendee: true, value: false },
          ],
        },
      ),
    );
    const answers = screen.getByText("Booker's answers").nextElementSibling;
    expect([...(answers?.querySelectorAll('dt, dd') ?? [])].map((cell) => cell.textContent)).toEqual([
      'Company',
      'Acme',
      'Topics',
      'AI; Ops',
      'First workshop?',
      'No',
    ]);
  });
});

describe('the coach cancels some or all of a booking', () => {
  const cancelled = (status: string) => ({ data: { id: 'b1', status } });

  it('cancels some seats of a confirmed booking, with the reason, and says how many went', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(cancelled('CONFIRMED'));
    show(bookingWith({ cancel: true, cancelSeats: true }, { seats: 3 }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const seats = screen.getByRole('spinbutton', { name: 'Seats to cancel' });
    expect((seats as HTMLInputElement).value).toBe('3');

    await userEvent.clear(seats);
    await userEvent.type(seats, '4');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'The room is smaller.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel seats' }));
    expect(errorOf(seats)).toBe('Choose between 1 and 3 seats.');
    expect(post).not.toHaveBeenCalled();

    await userEvent.clear(seats);
    await userEvent.type(seats, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel seats' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/bookings/b1/cancellations',
        { seats: 1, cancellationReason: 'The room is smaller.' },
        expect.anything(),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cancels a booking of one seat whole, asking no number', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(cancelled('CANCELLED'));
    show(bookingWith({ cancel: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(screen.queryByRole('spinbutton', { name: 'Seats to cancel' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Plans changed.');
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking?' });
    await userEvent.click(dialog.querySelector('button[type="submit"]') as HTMLElement);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/bookings/b1/cancellations',
        { seats: 1, cancellationReason: 'Plans changed.' },
        expect.anything(),
      ),
    );
  });
});

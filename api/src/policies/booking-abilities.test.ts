import {
  BOOKING_ABILITIES,
  type BookingAbility,
  type BookingStatus,
  SEAT_ABILITIES,
  type SeatAbility,
} from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { Booking } from '../models/booking.ts';
import { BookingSeat } from '../models/booking-seat.ts';
import { WorkshopSchedule } from '../models/workshop-schedule.ts';
import { bookingAbilities, seatAbilities } from './booking-abilities.ts';
import type { BookingParties, SeatParties } from './booking-policy.ts';

const DAY = 86_400_000;

/** A booking of two seats at 10.00 each, unpaid unless said, of a session starting in `startsIn` ms. */
function bookingIn(status: BookingStatus, startsIn: number, paid = status !== 'PENDING'): Booking {
  const schedule = Object.assign(new WorkshopSchedule(), { startDate: new Date(Date.now() + startsIn) });
  return Object.assign(new Booking(), {
    status,
    seats: 2,
    priceMinor: 1000,
    currency: 'USD',
    priceTerms: { feePercent: 10 },
    inviteesPay: false,
    amountPaidMinor: paid ? 2000 : 0,
    workshopSchedule: schedule,
  });
}

const STATES = {
  'held (unpaid)': bookingIn('PENDING', 30 * DAY),
  'confirmed, ahead': bookingIn('CONFIRMED', 30 * DAY),
  'confirmed, started': bookingIn('CONFIRMED', -DAY),
  cancelled: bookingIn('CANCELLED', 30 * DAY),
  completed: bookingIn('COMPLETED', -DAY),
};
type State = keyof typeof STATES;

const nobody: BookingParties = { booker: false, coach: false, admin: false };
const PARTS = {
  booker: { ...nobody, booker: true },
  coach: { ...nobody, coach: true },
  admin: { ...nobody, admin: true },
  nobody,
};

/** The abilities each part gets in each state: the routes' own rules (booking-abilities.ts). */
const BOOKING_TABLE: Record<keyof typeof PARTS, Record<State, BookingAbility[]>> = {
  booker: {
    'held (unpaid)': ['pay', 'cancel', 'invite', 'delete'],
    'confirmed, ahead': ['cancel', 'cancelSeats', 'invite', 'viewResources'],
    'confirmed, started': ['cancel', 'cancelSeats', 'invite', 'viewResources'],
    cancelled: ['delete'],
    completed: ['delete', 'viewResources'],
  },
  coach: {
    'held (unpaid)': ['confirm', 'cancel', 'editCoachNotes', 'viewResources'],
    'confirmed, ahead': ['cancel', 'cancelSeats', 'editCoachNotes', 'viewResources'],
    'confirmed, started': [
      'complete',
      'markNoShow',
      'cancel',
      'cancelSeats',
      'editCoachNotes',
      'viewResources',
    ],
    cancelled: ['editCoachNotes', 'viewResources'],
    completed: ['editCoachNotes', 'viewResources'],
  },
  admin: {
    'held (unpaid)': ['pay', 'confirm', 'cancel', 'editCoachNotes', 'invite', 'delete', 'viewResources'],
    'confirmed, ahead': ['cancel', 'cancelSeats', 'editCoachNotes', 'invite', 'viewResources'],
    'confirmed, started': [
      'complete',
      'markNoShow',
      'cancel',
      'cancelSeats',
      'editCoachNotes',
      'invite',
      'viewResources',
    ],
    cancelled: ['editCoachNotes', 'delete', 'viewResources'],
    completed: ['editCoachNotes', 'delete', 'viewResources'],
  },
  nobody: {
    'held (unpaid)': [],
    'confirmed, ahead': [],
    'confirmed, started': [],
    cancelled: [],
    completed: [],
  },
};

const granted = <A extends string>(abilities: Record<A, boolean>) =>
  (Object.keys(abilities) as A[]).filter((name) => abilities[name]);

describe('bookingAbilities', () => {
  for (const [part, byState] of Object.entries(BOOKING_TABLE)) {
    for (const [state, expected] of Object.entries(byState)) {
      it(`gives the ${part} of a ${state} booking ${expected.join(', ') || 'nothing'}`, () => {
        const abilities = bookingAbilities(PARTS[part as keyof typeof PARTS], STATES[state as State]);
        expect(Object.keys(abilities).sort()).toEqual([...BOOKING_ABILITIES].sort());
        expect(granted(abilities).sort()).toEqual([...expected].sort());
      });
    }
  }

  it('lets the booker confirm a booking that costs nothing, and never pay it', () => {
    const free = Object.assign(bookingIn('PENDING', 30 * DAY), { priceMinor: 0 });
    const abilities = bookingAbilities(PARTS.booker, free);
    expect(abilities.confirm).toBe(true);
    expect(abilities.pay).toBe(false);
  });

  it('lets a confirmed booking of one seat go only whole', () => {
    const single = Object.assign(bookingIn('CONFIRMED', 30 * DAY), { seats: 1, amountPaidMinor: 1000 });
    const abilities = bookingAbilities(PARTS.booker, single);
    expect(abilities.cancel).toBe(true);
    expect(abilities.cancelSeats).toBe(false);
  });
});

/** A seat of `booking`, given to someone by email. */
function seatOf(booking: Booking, changes: Partial<BookingSeat> = {}): BookingSeat {
  return Object.assign(new BookingSeat(), {
    status: 'PENDING',
    email: 'guest@example.test',
    userId: null,
    paidAt: null,
    invitationExpiresAt: null,
    booking,
    ...changes,
  });
}

const seatNobody: SeatParties = { ...nobody, holder: false };
const SEAT_PARTS = {
  booker: { ...seatNobody, booker: true },
  holder: { ...seatNobody, holder: true },
  coach: { ...seatNobody, coach: true },
  nobody: seatNobody,
};

const SEATS: Record<string, [Booking, Partial<BookingSeat>]> = {
  'a pending seat': [STATES['confirmed, ahead'], {}],
  'an accepted seat': [STATES['confirmed, ahead'], { status: 'ACCEPTED' }],
  'a seat its invitee paid for': [STATES['confirmed, ahead'], { paidAt: new Date() }],
  'a seat of a started session': [STATES['confirmed, started'], {}],
  'a seat of a cancelled booking': [STATES.cancelled, {}],
};

const SEAT_TABLE: Record<keyof typeof SEAT_PARTS, Record<keyof typeof SEATS, SeatAbility[]>> = {
  booker: {
    'a pending seat': ['resend', 'revoke', 'transfer'],
    'an accepted seat': ['revoke', 'transfer'],
    'a seat its invitee paid for': ['resend', 'transfer'],
    'a seat of a started session': ['resend', 'revoke'],
    'a seat of a cancelled booking': ['revoke'],
  },
  holder: {
    'a pending seat': ['transfer'],
    'an accepted seat': ['transfer'],
    'a seat its invitee paid for': ['transfer'],
    'a seat of a started session': [],
    'a seat of a cancelled booking': [],
  },
  coach: {
    'a pending seat': ['recordAttendance'],
    'an accepted seat': ['recordAttendance'],
    'a seat its invitee paid for': ['recordAttendance'],
    'a seat of a started session': ['recordAttendance'],
    'a seat of a cancelled booking': ['recordAttendance'],
  },
  nobody: {
    'a pending seat': [],
    'an accepted seat': [],
    'a seat its invitee paid for': [],
    'a seat of a started session': [],
    'a seat of a cancelled booking': [],
  },
};

describe('seatAbilities', () => {
  for (const [part, bySeat] of Object.entries(SEAT_TABLE)) {
    for (const [which, expected] of Object.entries(bySeat)) {
      it(`gives the ${part} of ${which} ${expected.join(', ') || 'nothing'}`, () => {
        const [booking, changes] = SEATS[which] as [Booking, Partial<BookingSeat>];
        const abilities = seatAbilities(
          SEAT_PARTS[part as keyof typeof SEAT_PARTS],
          seatOf(booking, changes),
          booking,
        );
        expect(Object.keys(abilities).sort()).toEqual([...SEAT_ABILITIES].sort());
        expect(granted(abilities).sort()).toEqual([...expected].sort());
      });
    }
  }
});

import type { ApiModule } from '../../http/api-module.ts';
import { createBooking } from './create-booking.ts';
import { listMyBookings } from './list-my-bookings.ts';

/** Bookings: seats on schedules, never oversold (seats.ts). */
export const bookingsModule: ApiModule = { name: 'bookings', routes: [listMyBookings, createBooking] };

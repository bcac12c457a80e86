import type { Knex } from 'knex';
import { hashSecret } from '../../auth/secrets.ts';
import { type InvitationResource, SEAT_MESSAGES } from '../../contract/index.ts';
import { notFound, validationFailed } from '../../errors.ts';
import type { Booking } from '../../models/booking.ts';
import { BookingSeat } from '../../models/booking-seat.ts';
import { User } from '../../models/user.ts';
import { presentBookingSeat } from '../../presenters/present-booking-seat.ts';
import { seatBooking } from './find-booking-seat.ts';

/** The seat and booking of an invitation token. */
export interface Invitation {
  seat: BookingSeat;
  booking: Booking;
}

/**
 * The seat whose invitation `token` is (only hashes are stored), on a live booking. `field` names where
 * a bad token is reported: the show route has no field (404); accept and decline say it on
 * invitation_token (422).
 */
export async function findInvitation(trx: Knex, token: string, field?: string): Promise<Invitation> {
  const seat = await BookingSeat.acrossTenants(trx).findOne({ invitationTokenHash: hashSecret(token) });
  const booking = seat ? await seatBooking(trx, seat).catch(() => undefined) : undefined;
  if (!seat || !booking) {
    throw field ? validationFailed({ [field]: [SEAT_MESSAGES.invitationInvalid] }) : notFound();
  }
  return { seat, booking };
}

/** What an invitation page shows: the seat, who offers it, and the workshop and its date. */
export async function presentInvitation(
  trx: Knex,
  { seat, booking }: Invitation,
): Promise<InvitationResource> {
  const schedule = booking.workshopSchedule;
  if (!schedule?.workshop) throw new Error('presentInvitation: fetch the booking with its schedule');
  const inviter = seat.inviterId
    ? await User.query(trx).withDeleted().findById(seat.inviterId).withGraphFetched('profile')
    : undefined;
  return {
    seat: presentBookingSeat(seat),
    ...(inviter
      ? {
          inviter: {
            username: inviter.username,
            ...(inviter.profile
              ? { firstName: inviter.profile.firstName, lastName: inviter.profile.lastName }
              : {}),
          },
        }
      : {}),
    workshop: { id: schedule.workshop.id, title: schedule.workshop.title },
    schedule: {
      id: schedule.id,
      startDate: schedule.startDate.toISOString(),
      endDate: schedule.endDate.toISOString(),
      mode: schedule.mode,
    },
  };
}

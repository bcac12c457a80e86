import { formatMinorUnits, personName } from '@exceed/contract';
import type { JobHandler } from '../jobs/runner.ts';
import {
  bookingCancelledMail,
  bookingDigestMail,
  type CancellationRefundWords,
  type CancelledBy,
  type CancelledSeats,
  coachBookingCancelledMail,
  type DigestBooking,
  newBookingMail,
  refundMadeMail,
  seatCancelledMail,
  seatHandedOverMail,
} from '../mail/booking-change-messages.ts';
import { Booking } from '../models/booking.ts';
import { BookingSeat } from '../models/booking-seat.ts';
import { User } from '../models/user.ts';
import { digestOf, holdForDigest, sendDigestOnce } from './booking-digests.ts';
import { deliver } from './deliver.ts';
import { JOBS } from './notify.ts';
import {
  type NotificationServices,
  type Payload,
  readerOf,
  sessionOf,
  sessionReadBy,
  text,
} from './session-details.ts';

/** A person as mails name them: their first and last name, else their username. */
export async function personOf(services: NotificationServices, userId: string) {
  const user = await User.query(services.knex).withDeleted().findById(userId).withGraphFetched('profile');
  return user && { email: user.email, name: personName({ ...user.profile, username: user.username }) };
}

/** Where a coach reads one of their bookings. */
const coachBookingUrl = (services: NotificationServices, bookingId: string) =>
  new URL(`/c/bookings/${bookingId}`, services.config.appUrl).href;

/** A booking as its mail jobs read it: deleted too (a cancellation may come with a delete). */
const bookingOf = (services: NotificationServices, payload: Payload) =>
  Booking.forTenant(text(payload, 'tenantId'), services.knex)
    .withDeleted()
    .findById(text(payload, 'bookingId'));

/**
 * The mails of changes to a booking besides its confirmation (issue 37, "nothing silent"): a cancellation
 * to its booker, its coach and the holders of the seats that went; a refund Stripe made to its payer; a
 * coach's daily summary of new bookings (booking-digests.ts).
 */
export function bookingChangeHandlers(services: NotificationServices): Record<string, JobHandler> {
  return {
    [JOBS.bookingCancelled]: async ({ payload }) => {
      const booking = await bookingOf(services, payload);
      const found = booking && (await sessionOf(services, booking.tenantId, booking.workshopScheduleId));
      const booker = booking && (await personOf(services, booking.userId));
      if (!booking || !found || !booker) return;
      const cancelled: CancelledSeats = {
        seats: Number(payload.seats),
        whole: payload.whole === true,
        by: text(payload, 'by') as CancelledBy,
        reason: text(payload, 'reason'),
      };
      const refundMinor = Number(payload.refundMinor ?? 0);
      const refund: CancellationRefundWords =
        cancelled.by === 'refund'
          ? 'made'
          : refundMinor > 0
            ? { amount: formatMinorUnits(refundMinor, booking.currency, 'en') }
            : booking.amountPaidMinor > booking.amountPaidOfflineMinor
              ? 'none'
              : booking.amountPaidOfflineMinor > 0
                ? 'offline'
                : 'unpaid';
      const { tenantId } = booking;
      const bookerSession = await sessionReadBy(services, found.session, booker.email);
      await deliver(services, {
        kind: 'booking',
        to: booker.email,
        tenantId,
        url: bookerSession.url,
        mail: () => bookingCancelledMail(booker.email, bookerSession, cancelled, refund),
      });
      const coach = cancelled.by === 'coach' ? undefined : await personOf(services, found.schedule.coachId);
      if (coach) {
        const coachSession = await sessionReadBy(services, found.session, coach.email);
        const url = coachBookingUrl(services, booking.id);
        const change = {
          ...cancelled,
          bookerName: booker.name,
          seatsLeft: cancelled.whole ? 0 : booking.seats,
        };
        await deliver(services, {
          kind: 'booking',
          to: coach.email,
          tenantId,
          url,
          mail: () => coachBookingCancelledMail(coach.email, coachSession, change, url),
        });
      }
      for (const email of payload.seatEmails as string[]) {
        const session = await sessionReadBy(services, found.session, email);
        await deliver(services, {
          kind: 'seat',
          to: email,
          tenantId,
          url: session.url,
          mail: () => seatCancelledMail(email, session, booker.name, cancelled.by),
        });
      }
    },
    [JOBS.seatChanged]: async ({ payload }) => {
      const booking = await bookingOf(services, payload);
      const found = booking && (await sessionOf(services, booking.tenantId, booking.workshopScheduleId));
      const booker = booking && (await personOf(services, booking.userId));
      const actor = await personOf(services, text(payload, 'actorId'));
      if (!booking || !found || !booker || !actor) return;
      // The one who made the change is not told of it.
      const holders = (payload.holders as string[]).filter((email) => email !== actor.email.toLowerCase());
      if (payload.kind === 'withdrawn') {
        const seat = await BookingSeat.forTenant(booking.tenantId, services.knex)
          .withDeleted()
          .findById(text(payload, 'seatId'));
        // Restored meanwhile (Undo): nothing was lost.
        if (!seat?.deletedAt) return;
        for (const email of holders) {
          const session = await sessionReadBy(services, found.session, email);
          await deliver(services, {
            kind: 'seat',
            to: email,
            tenantId: booking.tenantId,
            url: session.url,
            mail: () => seatCancelledMail(email, session, booker.name, 'booker'),
          });
        }
        return;
      }
      const handover = { newHolder: text(payload, 'newHolder'), by: actor.name };
      const readers: Array<{ email: string; reader: 'holder' | 'booker' }> = holders.map((email) => ({
        email,
        reader: 'holder',
      }));
      if (booking.userId !== text(payload, 'actorId'))
        readers.push({ email: booker.email, reader: 'booker' });
      for (const { email, reader } of readers) {
        const session = await sessionReadBy(services, found.session, email);
        await deliver(services, {
          kind: 'seat',
          to: email,
          tenantId: booking.tenantId,
          url: session.url,
          mail: () => seatHandedOverMail(email, session, { ...handover, reader }),
        });
      }
    },
    [JOBS.refundMade]: async ({ payload }) => {
      const booking = await bookingOf(services, payload);
      const found = booking && (await sessionOf(services, booking.tenantId, booking.workshopScheduleId));
      const payer = await personOf(services, text(payload, 'payerId'));
      if (!booking || !found || !payer) return;
      const amount = formatMinorUnits(Number(payload.amountMinor), booking.currency, 'en');
      const card = typeof payload.card === 'string' ? payload.card : null;
      const session = await sessionReadBy(services, found.session, payer.email);
      await deliver(services, {
        kind: 'refund',
        to: payer.email,
        tenantId: booking.tenantId,
        url: session.url,
        mail: () => refundMadeMail(payer.email, session, { amount, card }),
      });
    },
    [JOBS.bookingDigest]: async ({ payload }) => {
      const digestId = text(payload, 'digestId');
      const digest = await digestOf(services.knex, digestId);
      const coach = digest && !digest.sentAt ? await personOf(services, digest.coachId) : undefined;
      if (!digest || !coach) return;
      const bookings = await digestBookings(services, digest.bookings, await readerOf(services, coach.email));
      // Each was cancelled meanwhile (its coach was mailed of that at once): nothing to sum up.
      if (bookings.length === 0) return;
      const url = new URL('/c/bookings', services.config.appUrl).href;
      await sendDigestOnce(services.knex, digestId, async () => {
        await deliver(services, {
          kind: 'digest',
          to: coach.email,
          url,
          mail: (unsubscribe) => bookingDigestMail(coach.email, bookings, url, unsubscribe),
        });
      });
    },
  };
}

/**
 * The bookings of a summary still confirmed (or completed) as it goes, in the order they were confirmed,
 * each with its session (its time in its own zone), booker, seats and what was paid.
 */
async function digestBookings(
  services: NotificationServices,
  listed: ReadonlyArray<{ tenantId: string; bookingId: string }>,
  reader: { readerZone?: string },
): Promise<DigestBooking[]> {
  if (listed.length === 0) return [];
  // A coach's own view across their teams: each row is named by its tenant and id.
  const bookings = await Booking.acrossTenants(services.knex)
    .whereIn(
      ['tenantId', 'id'],
      listed.map((entry) => [entry.tenantId, entry.bookingId]),
    )
    .whereIn('status', ['CONFIRMED', 'COMPLETED'])
    .orderBy([{ column: 'confirmedAt' }, { column: 'id' }]);
  const lines: DigestBooking[] = [];
  for (const booking of bookings) {
    const found = await sessionOf(services, booking.tenantId, booking.workshopScheduleId);
    const booker = await personOf(services, booking.userId);
    if (!found || !booker) continue;
    lines.push({
      session: { ...found.session, ...reader },
      bookerName: booker.name,
      seats: booking.seats,
      amount: formatMinorUnits(booking.amountPaidMinor, booking.currency, 'en'),
    });
  }
  return lines;
}

/**
 * The coach's mail of a new confirmed booking (sent with the booker's confirmation), unless the coach
 * chose a daily summary: then the booking waits for it (booking-digests.ts).
 */
export async function mailCoachOfBooking(services: NotificationServices, booking: Booking): Promise<void> {
  const found = await sessionOf(services, booking.tenantId, booking.workshopScheduleId);
  if (found && (await holdForDigest(services.knex, booking, found.schedule.coachId))) return;
  const coach = found && (await personOf(services, found.schedule.coachId));
  const booker = await personOf(services, booking.userId);
  if (!found || !coach || !booker) return;
  const amount = formatMinorUnits(booking.amountPaidMinor, booking.currency, 'en');
  const session = await sessionReadBy(services, found.session, coach.email);
  const url = coachBookingUrl(services, booking.id);
  await deliver(services, {
    kind: 'booking',
    to: coach.email,
    tenantId: booking.tenantId,
    url,
    mail: () =>
      newBookingMail(coach.email, session, { bookerName: booker.name, seats: booking.seats, amount }, url),
  });
}

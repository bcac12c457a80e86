import {
  dataEnvelope,
  defaultMessage,
  joinWaitlistSchema,
  WAITLIST_MESSAGES,
  waitlistEntrySchema,
} from '@exceed/contract';
import { authenticate, currentUser } from '../../auth/authenticate.ts';
import { findScheduleWithWorkshop } from '../../bookings/bookable-schedule.ts';
import { assertSeatsPerBooking } from '../../bookings/booking-limits.ts';
import { assertSeatsLeft } from '../../bookings/seat-counter.ts';
import { isUniqueViolation } from '../../db/database-errors.ts';
import { HttpError, validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { WaitlistEntry } from '../../models/waitlist-entry.ts';
import { savedCardOf } from '../../payments/customers.ts';
import { actorOf } from '../../policies/actor.ts';
import { presentWaitlistEntryFor } from '../../presenters/present-waitlist-entry.ts';
import { mayReachSchedule } from '../../workshops/visibility.ts';
import { presentableEntries } from './presentable-entries.ts';

/**
 * POST /v1/waitlist-entries: the signed-in person joins the line of a schedule that is full for the seats
 * they ask (201, with their place). A schedule with room is a 422 (book it instead); one they may not
 * reach (the visibility rule) or that cannot be booked, the unknown schedule's 422. Whether it is full is
 * the booking's own check (assertSeatsLeft, which releases expired holds first). One live entry per
 * person and schedule: the unique index decides between two joins at once. Asking to be charged
 * automatically (autoCharge) needs a saved card and the booker's address: a 422 on `autoCharge` or
 * `address` otherwise.
 */
export const joinWaitlist = defineRoute({
  method: 'post',
  path: '/waitlist-entries',
  summary: 'Join the waitlist of a full workshop schedule',
  tags: ['Waitlist'],
  before: [authenticate()],
  request: { body: joinWaitlistSchema },
  responses: { 201: dataEnvelope(waitlistEntrySchema) },
  errors: [401, 419],
  status: 201,
  handler: async (ctx) => {
    const { knex } = ctx;
    const user = currentUser(ctx);
    const { workshopScheduleId, seats, autoCharge, address } = ctx.state.input.body;
    const found = await findScheduleWithWorkshop(knex, workshopScheduleId, user.id);
    if (!found || !(await mayReachSchedule(ctx, knex, found.schedule)))
      throw validationFailed({ workshopScheduleId: ['The selected workshop schedule is invalid.'] });
    const { schedule, workshop } = found;
    assertSeatsPerBooking(workshop, seats);
    const full = await assertSeatsLeft(knex, schedule.tenantId, schedule.id, seats, found).then(
      () => false,
      (error: unknown) => {
        if (error instanceof HttpError && error.status === 409) return true;
        throw error;
      },
    );
    if (!full) throw validationFailed({ seats: [WAITLIST_MESSAGES.seatsFree] });
    if (autoCharge) {
      // The booking its charge pays needs the address the booking page asks for; the card, a card.
      if (!address) throw validationFailed({ address: [defaultMessage('required', 'address')] });
      if (!(await savedCardOf(knex, ctx.payments.stripe, user.id)))
        throw validationFailed({ autoCharge: [WAITLIST_MESSAGES.noSavedCard] });
    }
    const entry = await WaitlistEntry.forTenant(schedule.tenantId, knex)
      .insert({
        workshopScheduleId,
        userId: user.id,
        seats,
        autoCharge: autoCharge ?? false,
        address: autoCharge ? (address ?? null) : null,
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error, 'waitlist_entries_one_live_per_person'))
          throw validationFailed({ workshopScheduleId: [WAITLIST_MESSAGES.already] });
        throw error;
      });
    const [stored] = await presentableEntries(
      WaitlistEntry.forTenant(schedule.tenantId, knex).where('waitlist_entries.id', entry.id),
      knex,
    );
    if (!stored) throw new Error('joinWaitlist: the entry just inserted is gone');
    return present(stored, presentWaitlistEntryFor(await actorOf(ctx, knex)));
  },
});

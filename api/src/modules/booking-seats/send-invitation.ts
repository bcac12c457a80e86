import { authenticate } from '../../auth/authenticate.ts';
import { hashSecret, newSecret } from '../../auth/secrets.ts';
import {
  bookingSeatSchema,
  dataEnvelope,
  INVITATION_EXPIRY_DAYS,
  idParamsSchema,
  illegalInvitationMessage,
  SEAT_MESSAGES,
} from '../../contract/index.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { invitationMail } from '../../mail/messages.ts';
import { BookingSeat } from '../../models/booking-seat.ts';
import { User } from '../../models/user.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { seatPolicy } from '../../policies/booking-policy.ts';
import { presentBookingSeat } from '../../presenters/present-booking-seat.ts';
import { assertBookingOpen, assertRoomFor, findSeat, takesSeat } from './seat-rules.ts';

/** Where an invitation link leads: the public page that shows it (GET /v1/invitations/{token}). */
export const invitationUrl = (appUrl: string, token: string): string =>
  new URL(`/invitations/${encodeURIComponent(token)}`, appUrl).href;

/**
 * POST /v1/booking-seats/:id/send-invitation: the booker mails the seat's holder a link with a fresh
 * token (only its hash is kept; an earlier link stops working). A declined or expired invitation becomes
 * PENDING again if the booking still has room; an accepted one needs no invitation.
 */
export const sendInvitation = defineRoute({
  method: 'post',
  path: '/booking-seats/:id/send-invitation',
  summary: "Mail the seat's holder an invitation link",
  tags: ['Booking seats'],
  before: [authenticate()],
  request: { params: idParamsSchema },
  responses: { 200: dataEnvelope(bookingSeatSchema) },
  errors: [400, 401, 403, 404, 419],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { seat, booking, parties } = await findSeat(ctx, trx, ctx.state.input.params.id);
    authorize(seatPolicy.manage(parties));
    assertBookingOpen(booking);
    if (seat.currentStatus() === 'ACCEPTED') {
      throw validationFailed({ status: [illegalInvitationMessage('ACCEPTED', 'PENDING')] });
    }
    if (!takesSeat(seat.status)) await assertRoomFor(trx, booking, seat.id);
    const holder = seat.userId ? await User.query(trx).findById(seat.userId) : undefined;
    const to = seat.email ?? holder?.email;
    if (!to) throw validationFailed({ email: [SEAT_MESSAGES.noEmail] });
    const token = newSecret();
    const sentAt = new Date();
    const expiresAt = new Date(sentAt.getTime() + INVITATION_EXPIRY_DAYS * 86_400_000);
    await seat.$query(trx).patch({
      status: 'PENDING',
      invitationTokenHash: hashSecret(token),
      invitationSentAt: sentAt,
      invitationExpiresAt: expiresAt,
      respondedAt: null,
    });
    const schedule = booking.workshopSchedule;
    const inviter = (await actorOf(ctx, trx)).user;
    await ctx.mailer.send(
      invitationMail(to, {
        inviterName: inviter.username,
        workshopTitle: schedule?.workshop?.title ?? 'a workshop',
        startDate: schedule?.startDate ?? sentAt,
        url: invitationUrl(ctx.config.appUrl, token),
        expiresAt,
      }),
    );
    const sent = await BookingSeat.forTenant(seat.tenantId, trx).findById(seat.id).throwIfNotFound();
    return present(sent, presentBookingSeat);
  },
});

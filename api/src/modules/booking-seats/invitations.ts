import {
  bookingSeatSchema,
  dataEnvelope,
  type InvitationStatus,
  illegalInvitationMessage,
  invitationAcceptedSchema,
  invitationAnswerSchema,
  invitationParamsSchema,
  invitationSchema,
  SEAT_MESSAGES,
} from '@exceed/contract';
import { optionalAuthentication } from '../../auth/authenticate.ts';
import { acceptAsInvitee } from '../../auth/invitation-acceptance.ts';
import { signInLimits } from '../../auth/sign-in-limits.ts';
import { checkedAnswers } from '../../bookings/booking-answers.ts';
import { assertBookingOpen } from '../../bookings/booking-seat-checks.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { BookingSeat } from '../../models/booking-seat.ts';
import { NO_SEAT_ABILITIES } from '../../policies/booking-abilities.ts';
import { presentBookingSeat } from '../../presenters/present-booking-seat.ts';
import { rateLimit } from '../../rate-limit/rate-limit.ts';
import { seatData } from '../../webhooks/event-data.ts';
import { publishWebhookEvent } from '../../webhooks/publish.ts';
import { findInvitation, presentInvitation, workshopIdOf } from './invitation-rules.ts';

/** 422 unless the invitation can still become `to` (an expired one says so). */
function assertAnswerable(seat: BookingSeat, to: InvitationStatus): void {
  const from = seat.currentStatus();
  if (from === 'EXPIRED') throw validationFailed({ invitation_token: [SEAT_MESSAGES.invitationExpired] });
  if (from !== 'PENDING' && !(from === 'ACCEPTED' && to === 'DECLINED')) {
    throw validationFailed({ invitation_token: [illegalInvitationMessage(from, to)] });
  }
}

/** GET /v1/invitations/{token}: what the link offers, to whoever holds it (the token is the key). */
export const showInvitation = defineRoute({
  method: 'get',
  path: '/invitations/:token',
  summary: 'Show an invitation',
  tags: ['Booking seats'],
  request: { params: invitationParamsSchema },
  responses: { 200: dataEnvelope(invitationSchema) },
  errors: [404, 429],
  guards: [rateLimit(...signInLimits)],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    return { data: await presentInvitation(trx, await findInvitation(trx, ctx.state.input.params.token)) };
  },
});

/**
 * POST /v1/invitations/accept: the seat becomes ACCEPTED and the accepting account its holder. Signed in,
 * that is the current account, which must be the one the seat names or have its invited address (422). Signed out, an address without an
 * account is signed up (the mailed token proves the mailbox) and signed in; an address with one must sign
 * in first (401), since a week-long link must not be a sign-in link.
 */
export const acceptInvitation = defineRoute({
  method: 'post',
  path: '/invitations/accept',
  summary: 'Accept an invitation (signing the person up when they have no account)',
  tags: ['Booking seats'],
  before: [optionalAuthentication()],
  request: { body: invitationAnswerSchema },
  responses: { 200: invitationAcceptedSchema },
  errors: [401, 419, 429],
  guards: [rateLimit(...signInLimits)],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { invitation_token: token, firstName, lastName, tokenMode, answers: given } = ctx.state.input.body;
    const { seat, booking } = await findInvitation(trx, token, 'invitation_token');
    assertAnswerable(seat, 'ACCEPTED');
    assertBookingOpen(booking);
    const answers = await checkedAnswers(trx, seat.tenantId, workshopIdOf(booking), given, 'attendee');
    // A seat given to an account is that account's, one mailed to an address that address's: whoever
    // else holds the link may decline it, never take it (nor the PRIVATE session it opens).
    const invitee = {
      email: seat.userId ? null : seat.email,
      isFor: (user: { id: string; email: string }) =>
        seat.userId ? seat.userId === user.id : user.email.toLowerCase() === seat.email?.toLowerCase(),
      otherAccount: {
        field: 'invitation_token',
        message: seat.userId ? SEAT_MESSAGES.otherAccount : SEAT_MESSAGES.otherEmail,
      },
    };
    return acceptAsInvitee(ctx, trx, invitee, { firstName, lastName, tokenMode }, async (userId) => {
      await seat.$query(trx).patch({ status: 'ACCEPTED', userId, respondedAt: new Date(), answers });
      const accepted = await BookingSeat.forTenant(seat.tenantId, trx).findById(seat.id).throwIfNotFound();
      await publishWebhookEvent(trx, {
        tenantId: seat.tenantId,
        type: 'seat.accepted',
        data: seatData(accepted),
      });
      // Answered by token: what its reader may do with the seat is read on the seat itself.
      return { seat: presentBookingSeat(accepted, NO_SEAT_ABILITIES) };
    });
  },
});

/** POST /v1/invitations/decline: the token's holder declines the seat (an accepted one is given back). */
export const declineInvitation = defineRoute({
  method: 'post',
  path: '/invitations/decline',
  summary: 'Decline an invitation',
  tags: ['Booking seats'],
  request: { body: invitationAnswerSchema },
  responses: { 200: dataEnvelope(bookingSeatSchema) },
  errors: [419, 429],
  guards: [rateLimit(...signInLimits)],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { seat } = await findInvitation(trx, ctx.state.input.body.invitation_token, 'invitation_token');
    assertAnswerable(seat, 'DECLINED');
    await seat.$query(trx).patch({ status: 'DECLINED', respondedAt: new Date() });
    const declined = await BookingSeat.forTenant(seat.tenantId, trx).findById(seat.id).throwIfNotFound();
    return present(declined, (seat) => presentBookingSeat(seat, NO_SEAT_ABILITIES));
  },
});

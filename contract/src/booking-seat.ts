import type { FromSchema } from 'json-schema-to-ts';
import { abilitiesSchema, BOOKING_STATUSES, workshopSummarySchema } from './booking.ts';
import { bookingAnswerSchema, bookingAnswersInputSchema, bookingQuestionSchema } from './booking-question.ts';
import { SESSION_FORMATS } from './catalogue-enums.ts';
import { dataEnvelope, paginationQueryProperties, uuidSchema } from './common.ts';
import { emailField, nameField, timestampField } from './fields.ts';
import { partialSchema } from './partial.ts';
import { userSchema } from './user.ts';

/** Statuses of a seat's invitation (SPEC.md §3). */
export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED', 'EXPIRED'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/**
 * The transitions SPEC.md leaves open, decided here: an invitation waits (PENDING) until its holder
 * accepts or declines it, or it expires; the booker may send a declined or expired one again (PENDING);
 * a holder may give back an accepted seat (DECLINED). Any other change is a 422 that names it.
 */
export const INVITATION_TRANSITIONS: Readonly<Record<InvitationStatus, readonly InvitationStatus[]>> = {
  PENDING: ['ACCEPTED', 'DECLINED', 'EXPIRED'],
  ACCEPTED: ['DECLINED'],
  DECLINED: ['PENDING'],
  EXPIRED: ['PENDING'],
};

/** How long a mailed invitation can be answered. */
export const INVITATION_EXPIRY_DAYS = 7;

/** Messages of seats and invitations (SPEC.md §5 where it has one). */
export const SEAT_MESSAGES = {
  holderRequired: 'Either user ID or email must be provided',
  invalidStatus: 'Please select a valid invitation status',
  invalidUser: 'The selected user is invalid.',
  taken: 'This person already has a seat on this booking.',
  bookingClosed: 'Seats can only be given on a pending or confirmed booking.',
  accepted: 'An accepted seat cannot be given to someone else.',
  noEmail: 'This seat has no email address to send the invitation to.',
  invitationInvalid: 'This invitation is not valid.',
  invitationExpired: 'This invitation has expired.',
  otherAccount: 'This invitation is for another account.',
  otherEmail: 'This invitation was sent to another email address: sign in with that one.',
  transferStarted: 'A seat can only be handed on before the session starts.',
  transferSame: 'This seat is already theirs.',
  booker: 'The booker comes with their booking and needs no invitation.',
} as const;

/** The seats of a booking are never more than it booked. */
export const allSeatsAssignedMessage = (seats: number): string =>
  seats === 1
    ? 'The seat of this booking is already assigned.'
    : `All ${seats} seats of this booking are already assigned.`;

/** Lowering a booking's seats below those already given out. */
export const seatsAssignedMessage = (assigned: number): string =>
  `${assigned} ${assigned === 1 ? 'seat is' : 'seats are'} assigned: remove some before lowering the seats.`;

/** The message of an invitation transition INVITATION_TRANSITIONS does not allow. */
export const illegalInvitationMessage = (from: InvitationStatus, to: InvitationStatus): string =>
  `${/^[AEIOU]/.test(from) ? 'An' : 'A'} ${from} invitation cannot become ${to}.`;

const invitationStatusField = {
  type: 'string',
  enum: INVITATION_STATUSES,
  errorMessage: SEAT_MESSAGES.invalidStatus,
} as const;

const attendanceNotesField = { type: ['string', 'null'], transform: ['trim'], maxLength: 1000 } as const;

const seatMetaField = { type: 'object', maxProperties: 50 } as const;

/** Body of handing a seat on to another person (issue 23): who gets it, by email; they are invited. */
export const transferBookingSeatSchema = {
  type: 'object',
  properties: { email: emailField },
  required: ['email'],
  additionalProperties: false,
} as const;
export type TransferBookingSeatInput = FromSchema<typeof transferBookingSeatSchema>;

/** Body of giving a seat of a booking to someone (SPEC.md §5: a user or an email). */
export const createBookingSeatSchema = {
  type: 'object',
  properties: {
    bookingId: uuidSchema,
    userId: uuidSchema,
    email: emailField,
    attended: { type: 'boolean' },
    attendanceNotes: attendanceNotesField,
    meta: seatMetaField,
  },
  required: ['bookingId'],
  // Each branch names its property (AJV's strict mode wants it beside `required`) and says the message,
  // so it lands on both fields.
  anyOf: [
    {
      properties: { userId: {} },
      required: ['userId'],
      errorMessage: { required: { userId: SEAT_MESSAGES.holderRequired } },
    },
    {
      properties: { email: {} },
      required: ['email'],
      errorMessage: { required: { email: SEAT_MESSAGES.holderRequired } },
    },
  ],
  additionalProperties: false,
} as const;
export type CreateBookingSeatInput = FromSchema<typeof createBookingSeatSchema>;

/** Body of updating a seat: partial, plus the status (moved as INVITATION_TRANSITIONS allows). */
export const updateBookingSeatSchema = {
  type: 'object',
  properties: {
    ...partialSchema({ type: 'object', properties: createBookingSeatSchema.properties }).properties,
    status: invitationStatusField,
  },
  additionalProperties: false,
} as const;
export type UpdateBookingSeatInput = FromSchema<typeof updateBookingSeatSchema>;

/** Query of GET /v1/booking-seats: one booking's seats, or (without bookingId) the seats given to me. */
export const bookingSeatListQuerySchema = {
  type: 'object',
  properties: { ...paginationQueryProperties, bookingId: uuidSchema, status: invitationStatusField },
  additionalProperties: false,
} as const;

/** A person as a seat names them (who invited, who coaches): the username, and the name if they gave one. */
const seatPersonSchema = {
  type: 'object',
  properties: {
    username: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
  },
  required: ['username'],
  additionalProperties: false,
} as const;

/**
 * What a seat is a seat of, as the person it was given to sees it (the booking itself is its booker's):
 * the booking's status, the workshop, the session in its own time zone and its coach.
 */
const seatSessionProperties = {
  booking: {
    type: 'object',
    properties: {
      id: uuidSchema,
      status: { type: 'string', enum: BOOKING_STATUSES },
      inviteesPay: { type: 'boolean', description: 'Each invitee pays for their own seat.' },
      price: { type: 'number', description: 'Price of a seat.' },
      currency: { type: 'string' },
      inviteeHoldExpiresAt: {
        ...timestampField,
        type: ['string', 'null'],
        description: 'Until when an unpaid seat is held for its invitee.',
      },
    },
    required: ['id', 'status', 'inviteesPay', 'price', 'currency', 'inviteeHoldExpiresAt'],
    additionalProperties: false,
  },
  workshop: workshopSummarySchema,
  schedule: {
    type: 'object',
    properties: {
      id: uuidSchema,
      startDate: timestampField,
      endDate: timestampField,
      timezone: { type: 'string' },
      mode: { type: 'string', enum: SESSION_FORMATS },
      location: { type: ['string', 'null'] },
    },
    required: ['id', 'startDate', 'endDate', 'timezone', 'mode', 'location'],
    additionalProperties: false,
  },
  coach: seatPersonSchema,
} as const;

/** What a seat is a seat of, on its own: the seats given to me carry it as `session`. */
export const seatSessionSchema = {
  type: 'object',
  properties: seatSessionProperties,
  required: ['booking', 'workshop', 'schedule', 'coach'],
  additionalProperties: false,
} as const;
export type SeatSessionResource = FromSchema<typeof seatSessionSchema>;

/** What the reader of a seat may do with it now, each as the API's policy decides (abilities). */
export const SEAT_ABILITIES = ['resend', 'revoke', 'transfer', 'recordAttendance'] as const;
export type SeatAbility = (typeof SEAT_ABILITIES)[number];
export type SeatAbilities = Record<SeatAbility, boolean>;

/**
 * A seat as the API shows it. The invitation token is never shown: it exists only in the mail. `session`
 * only in the list of the seats given to me, whose holder cannot read the booking itself.
 */
export const bookingSeatSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    bookingId: uuidSchema,
    userId: { type: ['string', 'null'], format: 'uuid' },
    email: { type: ['string', 'null'], description: 'The address the seat was given to.' },
    name: {
      type: ['string', 'null'],
      description:
        'Its holder by name (first and last name, else the username) once they accepted it, to the parties of the seat; else null.',
    },
    inviterId: { type: ['string', 'null'], format: 'uuid' },
    status: invitationStatusField,
    attended: { type: 'boolean' },
    attendanceNotes: { type: ['string', 'null'] },
    checkInCode: {
      type: ['string', 'null'],
      description: "Its holder's check-in code (their QR code's text), to its holder alone once accepted.",
    },
    certificateCode: {
      type: ['string', 'null'],
      description: 'The code of the certificate of attendance its holder earned, to its holder alone.',
    },
    meta: { type: 'object' },
    answers: {
      type: 'array',
      items: bookingAnswerSchema,
      description: "Its holder's answers to the workshop's per-attendee questions, as they were asked.",
    },
    invitationSentAt: { ...timestampField, type: ['string', 'null'] },
    invitationExpiresAt: { ...timestampField, type: ['string', 'null'] },
    respondedAt: { ...timestampField, type: ['string', 'null'] },
    paidAt: {
      ...timestampField,
      type: ['string', 'null'],
      description: 'When its holder paid for it (a booking whose invitees pay for their own seats).',
    },
    createdAt: timestampField,
    updatedAt: timestampField,
    deletedAt: { ...timestampField, type: ['string', 'null'] },
    session: seatSessionSchema,
    abilities: {
      ...abilitiesSchema(SEAT_ABILITIES),
      description:
        'What the reader may do now: resend (its invitation), revoke (delete it), transfer (hand it on), recordAttendance.',
    },
  },
  required: ['id', 'bookingId', 'userId', 'email', 'name', 'status', 'attended', 'createdAt', 'abilities'],
  additionalProperties: false,
} as const;
export type BookingSeatResource = FromSchema<typeof bookingSeatSchema>;

/**
 * Who a seat is for, as pages name them (never by an id): its holder's name once they took it, with the
 * address it was given to when it has one, else that address alone; a seat given to an account that has
 * not answered yet names no one (the API names no one before), and an accepted one without a name was
 * taken by an account deleted since.
 */
export function seatHolderOf({
  name,
  email,
  status,
}: Pick<BookingSeatResource, 'name' | 'email' | 'status'>) {
  if (name) return email ? `${name} (${email})` : name;
  return email ?? (status === 'ACCEPTED' ? 'A deleted account' : 'An invited account');
}

/** Params of GET /v1/invitations/{token}. */
export const invitationParamsSchema = {
  type: 'object',
  properties: { token: { type: 'string', minLength: 1, maxLength: 255 } },
  required: ['token'],
  additionalProperties: false,
} as const;

/**
 * Body of accepting or declining an invitation (SPEC.md §7: `invitation_token`). Accepting signs the
 * person in, signing them up first when the invited address has no account; the names are used then.
 */
export const invitationAnswerSchema = {
  type: 'object',
  properties: {
    invitation_token: { type: 'string', minLength: 1, maxLength: 255 },
    firstName: nameField,
    lastName: nameField,
    tokenMode: { type: 'boolean', default: false },
    answers: {
      ...bookingAnswersInputSchema,
      description: "The invitee's answers to the workshop's per-attendee questions (accepting only).",
    },
  },
  required: ['invitation_token'],
  additionalProperties: false,
} as const;
export type InvitationAnswerInput = FromSchema<typeof invitationAnswerSchema>;

/** What an invitation link shows: the seat, who offers it, and what it is a seat of. */
export const invitationSchema = {
  type: 'object',
  properties: {
    seat: bookingSeatSchema,
    inviter: seatPersonSchema,
    ...seatSessionProperties,
    questions: {
      type: 'array',
      items: bookingQuestionSchema,
      description: 'The questions accepting asks: the workshop’s per-attendee ones.',
    },
  },
  required: ['seat', 'booking', 'workshop', 'schedule', 'coach', 'questions'],
  additionalProperties: false,
} as const;
export type InvitationResource = FromSchema<typeof invitationSchema>;

/**
 * What accepting answers: the seat; and when the acceptance signed the person in (a new account), the
 * user, plus the bearer token in token mode.
 */
export const invitationAcceptedSchema = dataEnvelope({
  type: 'object',
  properties: { seat: bookingSeatSchema, user: userSchema, token: { type: 'string' } },
  required: ['seat'],
  additionalProperties: false,
} as const);
export type InvitationAcceptedAnswer = FromSchema<typeof invitationAcceptedSchema>;

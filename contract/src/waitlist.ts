import type { FromSchema } from 'json-schema-to-ts';
import { abilitiesSchema, bookingAddressSchema, seatsField } from './booking.ts';
import { bookingAnswersInputSchema } from './booking-question.ts';
import { paginationQueryProperties, uuidSchema } from './common.ts';
import { timestampField } from './fields.ts';
import { priceBreakdownSchema } from './money.ts';

/**
 * Where a waitlist entry is: in the line (WAITING, OFFERED) or out of it: CLAIMED (the seats are theirs),
 * DECLINED, EXPIRED (the offer lapsed, or a claimed booking's hold did), LEFT, CHARGE_FAILED (the saved
 * card of an auto-charge entry was refused: the seats went on) or CANCELLED (the session was cancelled or
 * its schedule deleted).
 */
export const WAITLIST_STATUSES = [
  'WAITING',
  'OFFERED',
  'CLAIMED',
  'DECLINED',
  'EXPIRED',
  'LEFT',
  'CHARGE_FAILED',
  'CANCELLED',
] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** The statuses of an entry that holds a place in the line. */
export const LIVE_WAITLIST_STATUSES = ['WAITING', 'OFFERED'] as const satisfies readonly WaitlistStatus[];

/** How long an offer of freed seats lasts by default (the workshop's waitlistOfferHours). */
export const WAITLIST_OFFER_HOURS = 12;

/** Messages of the waitlist (SPEC leaves them open: docs/decisions/0064-waitlist.md). */
export const WAITLIST_MESSAGES = {
  seatsFree: 'Seats are free on this schedule: book them instead.',
  already: 'You are already on the waitlist of this schedule.',
  noOffer: 'This waitlist entry has no offer open.',
  offerHours: 'A waitlist offer lasts from 1 to 168 hours.',
  noSavedCard: 'Save a card first to be charged automatically.',
} as const;

/** Body of joining a full schedule's waitlist. */
export const joinWaitlistSchema = {
  type: 'object',
  properties: {
    workshopScheduleId: uuidSchema,
    seats: seatsField,
    autoCharge: {
      type: 'boolean',
      default: false,
      description:
        'Charge my saved card (the default one, else the first) as soon as seats are offered, instead of mailing a claim link; needs a saved card (422 otherwise) and `address`. A refused charge passes the seats to the next in line (status CHARGE_FAILED).',
    },
    address: {
      ...bookingAddressSchema,
      description:
        "The booker's address for the booking made when the card is charged: required with autoCharge.",
    },
  },
  required: ['workshopScheduleId', 'seats'],
  additionalProperties: false,
} as const;
export type JoinWaitlistInput = FromSchema<typeof joinWaitlistSchema>;

/** The seats a waitlist form asks for, checked in the browser as joining checks them. */
export const waitlistSeatsSchema = {
  type: 'object',
  properties: { seats: seatsField },
  required: ['seats'],
} as const;

/** Body of claiming an offer: the booker's address, as the booking page asks it. */
export const claimWaitlistOfferSchema = {
  type: 'object',
  properties: {
    address: bookingAddressSchema,
    answers: {
      ...bookingAnswersInputSchema,
      description: "Answers to the workshop's booking questions, as the booking page asks them.",
    },
  },
  required: ['address'],
  additionalProperties: false,
} as const;

/** GET of a waitlist: pages of 10 by default. */
export const waitlistListQuerySchema = {
  type: 'object',
  properties: { ...paginationQueryProperties },
  additionalProperties: false,
} as const;

/** What the reader of a waitlist entry may do with it, as api/src/policies/waitlist-abilities.ts decides. */
export const WAITLIST_ENTRY_ABILITIES = ['claim', 'decline', 'leave'] as const;
export type WaitlistEntryAbilities = Record<(typeof WAITLIST_ENTRY_ABILITIES)[number], boolean>;

/** A waitlist entry as the API shows it. */
export const waitlistEntrySchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    workshopScheduleId: uuidSchema,
    workshopId: { ...uuidSchema, description: 'The workshop of the schedule waited for.' },
    workshopTitle: { type: 'string', description: "The workshop's title, to recognise the session." },
    startDate: { ...timestampField, description: "When the schedule's session starts." },
    timezone: { type: 'string', description: "The session's IANA zone, in which its time is shown." },
    price: {
      type: 'number',
      description: "Price per seat, as a decimal of `currency` (the workshop's current price).",
    },
    priceBreakdown: {
      ...priceBreakdownSchema,
      description: "What its seats cost at the workshop's current price (an offer is paid at its booking's).",
    },
    currency: { type: 'string' },
    userId: uuidSchema,
    username: { type: 'string' },
    seats: { type: 'integer', minimum: 1 },
    autoCharge: {
      type: 'boolean',
      description: 'Whether offered seats are paid with the saved card at once.',
    },
    status: {
      type: 'string',
      enum: WAITLIST_STATUSES,
      description:
        'WAITING and OFFERED hold a place in the line; CLAIMED: the seats are theirs; DECLINED, LEFT; EXPIRED: the offer (or the hold of the claimed booking) lapsed unpaid; CHARGE_FAILED: the saved card was refused and the seats passed on; CANCELLED: the session was cancelled or its schedule deleted.',
    },
    place: {
      type: ['integer', 'null'],
      minimum: 1,
      description: 'Place in the line (1: the first); null once out of it.',
    },
    offerExpiresAt: { ...timestampField, type: ['string', 'null'] },
    bookingId: {
      type: ['string', 'null'],
      format: 'uuid',
      description: 'The booking holding offered seats.',
    },
    createdAt: timestampField,
    abilities: {
      ...abilitiesSchema(WAITLIST_ENTRY_ABILITIES),
      description:
        'What the reader may do now: claim (POST …/claim: an offer open now), decline (POST …/decline), leave (DELETE: a place held in the line).',
    },
  },
  required: [
    'id',
    'workshopScheduleId',
    'workshopId',
    'workshopTitle',
    'startDate',
    'timezone',
    'price',
    'priceBreakdown',
    'currency',
    'userId',
    'username',
    'seats',
    'autoCharge',
    'status',
    'place',
    'offerExpiresAt',
    'bookingId',
    'createdAt',
    'abilities',
  ],
  additionalProperties: false,
} as const;
export type WaitlistEntryResource = FromSchema<typeof waitlistEntrySchema>;

import type { FromSchema } from 'json-schema-to-ts';
import { abilitiesSchema } from './booking.ts';
import {
  cancellationPolicyField,
  cancellationTierSchema,
  DEFAULT_CANCELLATION_POLICY,
  DEFAULT_REMINDER_HOURS,
  REMINDER_HOURS_CHOICES,
  reminderHoursField,
} from './cancellation-policy.ts';
import { CONTENT_STATUSES, SKILL_LEVELS } from './catalogue-enums.ts';
import { uuidSchema } from './common.ts';
import { slugField, timestampField } from './fields.ts';
import { imagePlaceholderField } from './file.ts';
import { INVITEE_PAY_HOURS, INVITEE_PAY_MESSAGES } from './invitee-payment.ts';
import { currencyField, priceField } from './money.ts';
import { partialSchema } from './partial.ts';
import { NO_PRICE_TIERS, priceNowSchema, priceTiersSchema } from './price-tiers.ts';
import { tagSchema } from './tag.ts';
import { WAITLIST_MESSAGES, WAITLIST_OFFER_HOURS } from './waitlist.ts';

/** A most-seats-per-booking outside 1..maxSeats (the coach's workshop form shows it under the field). */
export const SEATS_PER_BOOKING_RANGE_MESSAGE = 'Seats per booking must be between 1 and max seats.';

/** A booking, or a change of its seats, above its workshop's maxSeatsPerBooking. */
export const seatsPerBookingMessage = (most: number): string =>
  `At most ${most} ${most === 1 ? 'seat' : 'seats'} can be booked at once.`;

/** An image or video address (SPEC.md §5: valid URL, at most 255). */
export const mediaUrlField = {
  type: ['string', 'null'],
  transform: ['trim'],
  format: 'uri',
  pattern: '^https?://',
  maxLength: 255,
} as const;

/** A workshop title (SPEC.md §5: 3 to 255). */
export const workshopTitleField = {
  type: 'string',
  transform: ['trim'],
  minLength: 3,
  maxLength: 255,
} as const;

const descriptionField = { type: ['string', 'null'], transform: ['trim'], maxLength: 25_000 } as const;

/** The level of a template or schedule (SPEC.md §8 message). */
export const workshopLevelField = {
  type: 'string',
  enum: SKILL_LEVELS,
  errorMessage: 'Please select a valid workshop level',
} as const;

/** Relations a workshop can embed. */
export const WORKSHOP_INCLUDES = ['template', 'coach', 'resources', 'schedules'] as const;

/**
 * What the reader of a workshop may do with it now, each as the API's policy decides (abilities): edit
 * and publish (PATCH /v1/workshops/{id}), delete, manageResources (add, change, reorder and delete its
 * resources), addSchedule (POST /v1/workshop-schedules for it), makeCodes (POST /v1/t/promo-codes for it)
 * makeTeamCodes (POST /v1/t/promo-codes for every workshop of its team) and editQuestions (PUT
 * /v1/workshops/{id}/questions).
 */
export const WORKSHOP_ABILITIES = [
  'edit',
  'publish',
  'delete',
  'manageResources',
  'addSchedule',
  'makeCodes',
  'makeTeamCodes',
  'editQuestions',
] as const;
export type WorkshopAbility = (typeof WORKSHOP_ABILITIES)[number];
export type WorkshopAbilities = Record<WorkshopAbility, boolean>;

/** A workshop as the API shows it; `tags` is on every answer, the relations of `include` only on demand. */
export const workshopSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    workshopTemplateId: { type: ['string', 'null'] },
    coachId: uuidSchema,
    title: { type: 'string' },
    slug: { type: 'string' },
    description: { type: ['string', 'null'] },
    image: { type: ['string', 'null'] },
    imagePlaceholder: imagePlaceholderField,
    video: { type: ['string', 'null'] },
    price: { type: 'number' },
    currency: { type: 'string' },
    priceTiers: priceTiersSchema,
    priceNow: {
      ...priceNowSchema,
      description:
        'What one seat sells at now: the tier that applies by date (early-bird seats are counted per session, on each schedule).',
    },
    minSeats: { type: 'integer' },
    maxSeats: { type: 'integer' },
    maxSeatsPerBooking: {
      type: ['integer', 'null'],
      description: 'The most seats one booking may take; null: maxSeats.',
    },
    status: { type: 'string', enum: CONTENT_STATUSES },
    cancellationPolicy: {
      type: 'array',
      items: cancellationTierSchema,
      description: "Refund tiers of a client's cancellation, longest notice first; nothing after the last.",
    },
    reminderHours: {
      type: 'array',
      items: { type: 'integer', enum: REMINDER_HOURS_CHOICES },
      description: 'Hours before each session that its attendees are reminded.',
    },
    waitlistOfferHours: {
      type: 'integer',
      description: 'How long an offer of freed seats to the waitlist lasts (never past the start).',
    },
    inviteePayHours: {
      type: 'integer',
      description:
        "How long an invitee's seat waits for their payment when each person pays for their own (never past the start).",
    },
    tags: { type: 'array', items: tagSchema, description: 'Tags of the workshop, by name.' },
    createdAt: timestampField,
    updatedAt: timestampField,
    deletedAt: { type: ['string', 'null'] },
    abilities: abilitiesSchema(WORKSHOP_ABILITIES),
  },
  required: [
    'id',
    'coachId',
    'title',
    'slug',
    'imagePlaceholder',
    'price',
    'currency',
    'priceTiers',
    'priceNow',
    'minSeats',
    'maxSeats',
    'status',
    'cancellationPolicy',
    'reminderHours',
    'waitlistOfferHours',
    'inviteePayHours',
    'abilities',
  ],
  additionalProperties: true,
} as const;
export type WorkshopResource = FromSchema<typeof workshopSchema>;

/** Body of creating a workshop. The slug is made from the title when not given. */
export const createWorkshopSchema = {
  type: 'object',
  properties: {
    workshopTemplateId: { ...uuidSchema, type: ['string', 'null'] },
    coachId: uuidSchema,
    title: workshopTitleField,
    slug: slugField,
    description: descriptionField,
    image: mediaUrlField,
    video: mediaUrlField,
    price: priceField,
    currency: currencyField,
    priceTiers: { ...priceTiersSchema, default: NO_PRICE_TIERS },
    minSeats: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
    maxSeats: { type: 'integer', minimum: 1, maximum: 10_000, default: 20 },
    maxSeatsPerBooking: {
      type: ['integer', 'null'],
      minimum: 1,
      maximum: 10_000,
      description: 'The most seats one booking may take (1 to maxSeats); null or absent: maxSeats.',
      errorMessage: {
        type: SEATS_PER_BOOKING_RANGE_MESSAGE,
        minimum: SEATS_PER_BOOKING_RANGE_MESSAGE,
        maximum: SEATS_PER_BOOKING_RANGE_MESSAGE,
      },
    },
    status: {
      type: 'string',
      enum: CONTENT_STATUSES,
      default: 'DRAFT',
      errorMessage: 'Please select a valid status',
    },
    cancellationPolicy: { ...cancellationPolicyField, default: DEFAULT_CANCELLATION_POLICY },
    reminderHours: { ...reminderHoursField, default: DEFAULT_REMINDER_HOURS },
    waitlistOfferHours: {
      type: 'integer',
      minimum: 1,
      maximum: 168,
      default: WAITLIST_OFFER_HOURS,
      description: 'How long an offer of freed seats to the waitlist lasts, in hours (never past the start).',
      errorMessage: WAITLIST_MESSAGES.offerHours,
    },
    inviteePayHours: {
      type: 'integer',
      minimum: 1,
      maximum: 336,
      default: INVITEE_PAY_HOURS,
      description:
        "How long an invitee's seat waits for their payment when each person pays for their own, in hours (never past the start).",
      errorMessage: INVITEE_PAY_MESSAGES.payHours,
    },
    tagIds: {
      type: 'array',
      items: uuidSchema,
      uniqueItems: true,
      maxItems: 10,
      description: "The workshop's tags (GET /v1/tags); replaces the current ones when given.",
    },
  },
  required: ['title', 'price'],
  additionalProperties: false,
} as const;
export type CreateWorkshopInput = FromSchema<typeof createWorkshopSchema>;

export const updateWorkshopSchema = partialSchema(createWorkshopSchema);
export type UpdateWorkshopInput = FromSchema<typeof updateWorkshopSchema>;

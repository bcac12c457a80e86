import type { FromSchema } from 'json-schema-to-ts';
import { paginationQueryProperties, uuidSchema } from './common.ts';
import { timestampField } from './fields.ts';

/**
 * To whom a schedule's announcement goes (issue 35, docs/decisions/0107-announcements.md): everyone it
 * concerns (its attendees, those holding unpaid seats and its waitlist), its paid attendees only (confirmed
 * bookings' bookers and the people who accepted their seats), or its waitlist only.
 */
export const ANNOUNCEMENT_AUDIENCES = ['ALL', 'PAID', 'WAITLIST'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];
export const ANNOUNCEMENT_AUDIENCE_LABELS: Record<AnnouncementAudience, string> = {
  ALL: 'Everyone: attendees, unpaid bookings and the waitlist',
  PAID: 'Paid attendees only',
  WAITLIST: 'The waitlist only',
};

/** How an announcement reached one person: waiting for its job, sent, or failed after its last try. */
export const ANNOUNCEMENT_DELIVERY_STATUSES = ['QUEUED', 'SENT', 'FAILED'] as const;
export type AnnouncementDeliveryStatus = (typeof ANNOUNCEMENT_DELIVERY_STATUSES)[number];

/** How many announcements one person may send in an hour: enough to correct one, not to spam. */
export const ANNOUNCEMENTS_PER_HOUR = 10;

/** The message of an announcement whose audience has nobody in it yet. */
export const EMPTY_AUDIENCE_MESSAGE = 'Nobody is in this audience yet.';

/** POST /v1/workshop-schedules/{id}/announcements. */
export const createAnnouncementSchema = {
  type: 'object',
  properties: {
    audience: { type: 'string', enum: ANNOUNCEMENT_AUDIENCES },
    subject: { type: 'string', transform: ['trim'], minLength: 1, maxLength: 150 },
    body: { type: 'string', transform: ['trim'], minLength: 1, maxLength: 5000 },
  },
  required: ['audience', 'subject', 'body'],
  additionalProperties: false,
} as const;
export type CreateAnnouncement = FromSchema<typeof createAnnouncementSchema>;

const count = { type: 'integer', minimum: 0 } as const;

/** An announcement with how far its delivery has got. */
export const announcementSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    workshopScheduleId: uuidSchema,
    audience: { type: 'string', enum: ANNOUNCEMENT_AUDIENCES },
    subject: { type: 'string' },
    body: { type: 'string' },
    author: { type: ['string', 'null'], description: 'Who wrote it, by name.' },
    resourceId: { type: ['string', 'null'], format: 'uuid' },
    createdAt: timestampField,
    delivery: {
      type: 'object',
      properties: { queued: count, sent: count, failed: count },
      required: ['queued', 'sent', 'failed'],
      additionalProperties: false,
    },
  },
  required: [
    'id',
    'workshopScheduleId',
    'audience',
    'subject',
    'body',
    'author',
    'resourceId',
    'createdAt',
    'delivery',
  ],
  additionalProperties: false,
} as const;
export type AnnouncementResource = FromSchema<typeof announcementSchema>;

/** One recipient of an announcement and how it reached them. */
export const announcementRecipientSchema = {
  type: 'object',
  properties: {
    email: { type: 'string' },
    status: { type: 'string', enum: ANNOUNCEMENT_DELIVERY_STATUSES },
    mailed: { type: 'boolean' },
    inApp: { type: 'boolean' },
    sentAt: { ...timestampField, type: ['string', 'null'] },
    error: { type: ['string', 'null'] },
  },
  required: ['email', 'status', 'mailed', 'inApp', 'sentAt', 'error'],
  additionalProperties: false,
} as const;
export type AnnouncementRecipientResource = FromSchema<typeof announcementRecipientSchema>;

export const announcementListQuerySchema = {
  type: 'object',
  properties: paginationQueryProperties,
  additionalProperties: false,
} as const;

/** /v1/workshop-schedules/{id}/announcements/{announcementId}/recipients */
export const announcementParamsSchema = {
  type: 'object',
  properties: { id: uuidSchema, announcementId: uuidSchema },
  required: ['id', 'announcementId'],
  additionalProperties: false,
} as const;

import type { FromSchema } from 'json-schema-to-ts';
import { paginationQueryProperties } from './common.ts';

/**
 * The kinds of event a person hears of (issue 35, docs/decisions/0106-notifications.md), each by mail, in
 * the app (the bell) or both, as they choose in Settings → Preferences → Notifications. A transactional
 * kind is one whose mail a person must get whatever they chose (a receipt, a link that expires, a change
 * to a session they paid for): its mail cannot be turned off, only its bell.
 */
export const NOTIFICATION_KINDS = {
  booking: {
    label: 'Bookings',
    description: 'A booking confirmed or cancelled, a new booking of your session.',
    transactional: true,
  },
  session: {
    label: 'Session changes',
    description: 'A session you booked moved or was cancelled.',
    transactional: true,
  },
  invitation: {
    label: 'Invitations',
    description: 'A seat or a team you are invited to.',
    transactional: true,
  },
  seat: { label: 'Seats', description: 'A seat handed over or taken back.', transactional: true },
  waitlist: {
    label: 'Waitlist offers',
    description: 'Seats offered to you from a waitlist, and until when.',
    transactional: true,
  },
  refund: { label: 'Refunds', description: 'Money returned to your card.', transactional: true },
  reminder: { label: 'Reminders', description: 'A session of yours is coming up.', transactional: false },
  announcement: {
    label: 'Announcements',
    description: "Messages from your sessions' coaches, and resources they add.",
    transactional: false,
  },
  payout: { label: 'Payouts', description: 'Money paid out to your bank account.', transactional: false },
  application: {
    label: 'Applications',
    description: 'An application to one of your job postings.',
    transactional: false,
  },
  digest: {
    label: 'Daily booking summary',
    description: "As a coach who chose it: the day's new bookings in one mail.",
    transactional: false,
  },
} as const;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

/** How often the bell asks for its count, and the longest it waits once nothing changes or asking fails. */
export const NOTIFICATION_POLL_MS = { first: 30_000, longest: 300_000 } as const;

/** One notification of the bell. `url`: where it leads (a page of the app), when anywhere. */
export const notificationSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    kind: { type: 'string', enum: NOTIFICATION_KIND_NAMES },
    title: { type: 'string' },
    body: { type: 'string' },
    url: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
    readAt: { type: ['string', 'null'], format: 'date-time' },
  },
  required: ['id', 'kind', 'title', 'body', 'url', 'createdAt', 'readAt'],
  additionalProperties: false,
} as const;
export type NotificationResource = FromSchema<typeof notificationSchema>;

/** GET /v1/user/notifications: newest first; `unread` keeps to the unread. */
export const notificationListQuerySchema = {
  type: 'object',
  properties: { ...paginationQueryProperties, unread: { type: 'boolean' } },
  additionalProperties: false,
} as const;

/** The bell's count, read often and cheaply. */
export const notificationSummarySchema = {
  type: 'object',
  properties: { unread: { type: 'integer', minimum: 0 } },
  required: ['unread'],
  additionalProperties: false,
} as const;
export type NotificationSummary = FromSchema<typeof notificationSummarySchema>;

const channelsProperties = { mail: { type: 'boolean' }, inApp: { type: 'boolean' } } as const;

/** One kind's choice; `mailLocked`: its mail is transactional and always sent. */
export const notificationPreferenceSchema = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: NOTIFICATION_KIND_NAMES },
    ...channelsProperties,
    mailLocked: { type: 'boolean' },
  },
  required: ['kind', 'mail', 'inApp', 'mailLocked'],
  additionalProperties: false,
} as const;
export type NotificationPreference = FromSchema<typeof notificationPreferenceSchema>;

/** The message of a transactional kind whose mail someone tried to turn off. */
export const TRANSACTIONAL_MAIL_MESSAGE =
  'This mail cannot be turned off: it tells of your bookings and payments.';

/** PUT /v1/user/notification-preferences: the kinds to change (others stay as they are). */
export const updateNotificationPreferencesSchema = {
  type: 'object',
  properties: {
    preferences: {
      type: 'array',
      maxItems: NOTIFICATION_KIND_NAMES.length,
      items: {
        type: 'object',
        properties: { kind: { type: 'string', enum: NOTIFICATION_KIND_NAMES }, ...channelsProperties },
        required: ['kind', 'mail', 'inApp'],
        additionalProperties: false,
      },
    },
  },
  required: ['preferences'],
  additionalProperties: false,
} as const;
export type UpdateNotificationPreferences = FromSchema<typeof updateNotificationPreferencesSchema>;

/** What an unsubscribe link (GET /v1/unsubscribe/{token}) is about, shown before and after one clicks. */
export const unsubscribeSchema = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: NOTIFICATION_KIND_NAMES },
    email: { type: 'string' },
    mail: { type: 'boolean' },
  },
  required: ['kind', 'email', 'mail'],
  additionalProperties: false,
} as const;
export type UnsubscribeResource = FromSchema<typeof unsubscribeSchema>;

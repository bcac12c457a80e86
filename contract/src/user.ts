import type { FromSchema } from 'json-schema-to-ts';
import { abilitiesSchema } from './booking.ts';
import { listQuerySchema, paginationQueryProperties, searchField, uuidSchema } from './common.ts';
import { countryField } from './countries.ts';
import { ratingSummarySchema } from './feedback.ts';
import { dayField, emailField, otpField, timestampField } from './fields.ts';
import { partialSchema } from './partial.ts';
import { SOCIAL_PLATFORMS } from './social-platforms.ts';

/** User statuses: `pending` users are sent to onboarding (SPEC.md §4). */
export const USER_STATUSES = ['pending', 'active', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Colour-mode preference (SPEC.md §3): auto follows the system. */
export const COLOR_MODES = ['auto', 'light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/**
 * How a coach hears of a new booking of their sessions (issue 37, decision 0078): a mail for each one
 * (EACH, the default), or one daily summary of the day's (DAILY). Cancellations and refunds are mailed at
 * once either way.
 */
export const BOOKING_MAILS = ['EACH', 'DAILY'] as const;
export type BookingMails = (typeof BOOKING_MAILS)[number];

/** When the daily summary of new bookings goes out: this hour of every day, UTC (decision 0078). */
export const BOOKING_DIGEST_HOUR_UTC = 7;

/** The two roles of SPEC.md §6. */
export const ROLE_NAMES = { superAdmin: 'super-admin', coach: 'coach' } as const;

/** Relations a user can embed (`include=profile,coachProfile`). */
export const USER_INCLUDES = ['profile', 'coachProfile'] as const;

/**
 * Names a username may not take: the one-segment pages of the shell's route table, which outrank a coach
 * profile at /{username} (shell/src/routes/router.test.tsx proves every such page is here).
 */
export const RESERVED_USERNAMES = [
  'admin',
  'announcement',
  'certificates',
  'consultants',
  'invitations',
  'jobs',
  'login',
  'onboarding',
  'register',
  'team-invitations',
  'unsubscribe',
  'waitlist',
  'workshops',
] as const;

/**
 * Username (SPEC.md §5): trimmed, lowercased, 4 to 20 characters, a letter or digit first, then letters,
 * digits, underscores and hyphens. The 4-character minimum wins over the help text's 3.
 */
export const usernameField = {
  type: 'string',
  transform: ['trim', 'toLowerCase'],
  minLength: 4,
  maxLength: 20,
  pattern: '^[a-z0-9][a-z0-9_-]*$',
  // A format, not `not: { enum }`: formats run after the transforms, `not` before them (' Jobs ' passed).
  format: 'unreserved-username',
  errorMessage: {
    format: 'This username is reserved',
    minLength: 'Username must be at least 4 characters',
    maxLength: 'Username must be at most 20 characters',
    pattern:
      'Username must start with a letter or number and contain only letters, numbers, underscores and hyphens',
  },
} as const;

/** Password (SPEC.md §5): at least 8 characters with an uppercase and a lowercase letter. */
export const passwordField = {
  type: 'string',
  minLength: 8,
  maxLength: 255,
  // One pattern with two look-aheads, so a password missing both letters gets the message once.
  pattern: '^(?=.*[A-Z])(?=.*[a-z])',
  errorMessage: {
    minLength: 'Password must be at least 8 characters',
    maxLength: 'Password must be at most 255 characters',
    pattern: 'Password must contain at least one uppercase and one lowercase letter',
  },
} as const;

const text255 = { type: 'string', transform: ['trim'], minLength: 1, maxLength: 255 } as const;
const urlField = {
  type: 'string',
  transform: ['trim'],
  format: 'uri',
  pattern: '^https?://',
  maxLength: 255,
} as const;

/** One linked social account; `order` is its 1-based place in the list. */
export const socialAccountSchema = {
  type: 'object',
  properties: {
    platform: { type: 'string', enum: SOCIAL_PLATFORMS },
    url: urlField,
    order: { type: 'integer', minimum: 1 },
  },
  required: ['platform', 'url', 'order'],
  additionalProperties: false,
} as const;

/** The personal profile of every user (SPEC.md §3, rules of §5). */
export const profileSchema = {
  type: 'object',
  properties: {
    firstName: text255,
    middleName: { type: ['string', 'null'], transform: ['trim'], maxLength: 255 },
    lastName: text255,
    headline: { type: ['string', 'null'], transform: ['trim'], minLength: 1, maxLength: 255 },
    country: { ...countryField, type: ['string', 'null'] },
    phoneNumber: { type: ['string', 'null'], transform: ['trim'], minLength: 1, maxLength: 32 },
    socialAccounts: {
      type: 'array',
      items: socialAccountSchema,
      maxItems: SOCIAL_PLATFORMS.length,
      default: [],
      errorMessage: { maxItems: `At most ${SOCIAL_PLATFORMS.length} social accounts can be linked` },
    },
  },
  required: ['firstName', 'lastName'],
  additionalProperties: false,
} as const;

/** One past role of a coach; `order` is its 1-based place in the list. */
export const experienceSchema = {
  type: 'object',
  properties: {
    title: text255,
    company: text255,
    order: { type: 'integer', minimum: 1 },
    years: { type: 'integer', minimum: 0 },
    months: { type: 'integer', minimum: 0, maximum: 11 },
  },
  required: ['title', 'company', 'order', 'years'],
  additionalProperties: false,
} as const;

/** One certification of a coach. */
export const certificationSchema = {
  type: 'object',
  properties: {
    title: text255,
    issuingOrganization: text255,
    issuingDate: { ...dayField, type: ['string', 'null'] },
    certificateUrl: { ...urlField, type: ['string', 'null'] },
    order: { type: 'integer', minimum: 1 },
  },
  required: ['title', 'issuingOrganization', 'order'],
  additionalProperties: false,
} as const;

/** A coach's public profile (SPEC.md §3): business, bio (1 to 1000), experiences and certifications. */
export const coachProfileSchema = {
  type: 'object',
  properties: {
    businessName: { ...text255, type: ['string', 'null'] },
    specializations: { type: 'array', items: text255, maxItems: 20, default: [] },
    bio: { type: ['string', 'null'], transform: ['trim'], minLength: 1, maxLength: 1000 },
    introductionVideo: { type: ['string', 'null'], transform: ['trim'], minLength: 1, maxLength: 255 },
    experiences: { type: 'array', items: experienceSchema, maxItems: 50, default: [] },
    certifications: { type: 'array', items: certificationSchema, maxItems: 50, default: [] },
    completedBusinessAccelerator: { type: 'boolean', default: false },
    completedVideoResources: { type: 'boolean', default: false },
    completedQuizzes: { type: 'boolean', default: false },
    completedConsultation: { type: 'boolean', default: false },
  },
  additionalProperties: false,
} as const;

/**
 * What the reader of a user may do with the account, as api/src/policies/user-abilities.ts decides:
 * `delete` DELETE /v1/users/{id}; the administrators' `suspend` and `reactivate`
 * (POST /v1/admin/users/{id}/suspend, …/reactivate), `changeRoles` (grant, and revoke any role but
 * `revokeSuperAdmin` says of the super-admin role: never one's own).
 */
export const USER_ABILITIES = ['delete', 'suspend', 'reactivate', 'changeRoles', 'revokeSuperAdmin'] as const;
export type UserAbilities = Record<(typeof USER_ABILITIES)[number], boolean>;

/** A user as the API shows it to themself and to administrators, with what the reader may do with it. */
export const userSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    username: { type: 'string' },
    email: { type: 'string' },
    status: { type: 'string', enum: USER_STATUSES },
    avatar: { type: ['string', 'null'], description: 'File id of the avatar image.' },
    avatarUrl: { type: ['string', 'null'], description: 'Path of the avatar image endpoint.' },
    emailVerifiedAt: { ...timestampField, type: ['string', 'null'] },
    pendingEmail: {
      type: ['string', 'null'],
      description: 'A new email waiting for the code mailed to it; `email` signs in until it is confirmed.',
    },
    defaultTenantSlug: { type: ['string', 'null'] },
    colorMode: { type: 'string', enum: COLOR_MODES },
    hasPassword: {
      type: 'boolean',
      description: 'Whether the account has a password: one signed up by code has none until it sets one.',
    },
    bookingMails: {
      type: 'string',
      enum: BOOKING_MAILS,
      description: `How the user, as a coach, hears of new bookings of their sessions: EACH (a mail per booking) or DAILY (one summary a day, at ${BOOKING_DIGEST_HOUR_UTC}:00 UTC).`,
    },
    timezone: {
      type: ['string', 'null'],
      description:
        "The IANA zone the user reads times in; mails add their time to a session's. Null: not chosen.",
    },
    roles: { type: 'array', items: { type: 'string' } },
    profile: { ...profileSchema, type: ['object', 'null'] },
    coachProfile: { ...coachProfileSchema, type: ['object', 'null'] },
    createdAt: timestampField,
    updatedAt: timestampField,
    abilities: abilitiesSchema(USER_ABILITIES),
  },
  required: [
    'id',
    'username',
    'email',
    'status',
    'avatar',
    'emailVerifiedAt',
    'defaultTenantSlug',
    'hasPassword',
    'roles',
    'abilities',
  ],
  additionalProperties: false,
} as const;

export type UserResource = FromSchema<typeof userSchema>;

/** A coach as the public marketplace shows them: no email, no phone, nothing private. */
export const publicUserSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    username: { type: 'string' },
    avatarUrl: { type: ['string', 'null'] },
    profile: {
      type: ['object', 'null'],
      properties: {
        firstName: { type: 'string' },
        middleName: { type: ['string', 'null'] },
        lastName: { type: 'string' },
        headline: { type: ['string', 'null'] },
        country: { type: ['string', 'null'] },
        socialAccounts: profileSchema.properties.socialAccounts,
      },
    },
    coachProfile: { ...coachProfileSchema, type: ['object', 'null'] },
    workshopsCount: {
      type: 'integer',
      minimum: 0,
      description: 'Published workshops the coach runs, in every team.',
    },
    rating: { ...ratingSummarySchema, description: "Attendees' ratings of the coach's sessions." },
  },
  required: ['id', 'username', 'avatarUrl', 'workshopsCount', 'rating'],
  additionalProperties: false,
} as const;

export type PublicUserResource = FromSchema<typeof publicUserSchema>;

/** Orders of the consultants list: by name (default), or the best rated first ("top"). */
export const PUBLIC_USER_SORTS = ['name', 'top'] as const;

/** GET /v1/public/users: pagination, a search over names, headline and business name, and the order. */
export const publicUserListQuerySchema = {
  type: 'object',
  properties: {
    ...paginationQueryProperties,
    q: searchField,
    sort: {
      type: 'string',
      enum: PUBLIC_USER_SORTS,
      default: 'name',
      description:
        'name (default), or top: highest average rating first, then most ratings, then most workshops.',
      errorMessage: `Sort must be one of: ${PUBLIC_USER_SORTS.join(', ')}.`,
    },
  },
  additionalProperties: false,
} as const;

/** GET /v1/public/users/:id: a coach by id or by username (the /:username profile page). */
export const publicUserParamsSchema = {
  type: 'object',
  properties: { id: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } },
  required: ['id'],
  additionalProperties: false,
} as const;

/** Body of creating a user (administration). */
export const createUserSchema = {
  type: 'object',
  properties: {
    username: usernameField,
    email: emailField,
    password: passwordField,
    status: {
      type: 'string',
      enum: USER_STATUSES,
      default: 'pending',
      errorMessage: 'Please select a valid status',
    },
    defaultTenantSlug: { type: ['string', 'null'], transform: ['trim', 'toLowerCase'], maxLength: 255 },
    colorMode: { type: 'string', enum: COLOR_MODES, default: 'auto' },
    avatar: { ...uuidSchema, type: ['string', 'null'] },
    roles: {
      type: 'array',
      items: { type: 'string', maxLength: 100 },
      uniqueItems: true,
      description: 'Role names; only an administrator may set them.',
    },
    profile: profileSchema,
    coachProfile: coachProfileSchema,
  },
  required: ['username', 'email', 'profile'],
  additionalProperties: false,
} as const;

export type CreateUserInput = FromSchema<typeof createUserSchema>;

const updatableUser = partialSchema(createUserSchema);

/**
 * Body of updating a user: every field optional, nested objects too (SPEC.md §4). A user changing their
 * own email or password proves it is them with `currentPassword` or `otp`, a code mailed to their current
 * address (POST /v1/auth/confirm-change-code); neither is stored. `bookingMails` is a preference of
 * the account's own (as colorMode), set only here: a new account starts with EACH.
 */
export const updateUserSchema = {
  ...updatableUser,
  properties: {
    ...updatableUser.properties,
    currentPassword: {
      type: 'string',
      minLength: 1,
      maxLength: 255,
      description: 'Proof for an email or password change: the current password.',
    },
    otp: {
      ...otpField,
      description: 'Proof for an email or password change: the code mailed to the current email.',
    },
    bookingMails: {
      type: 'string',
      enum: BOOKING_MAILS,
      description: 'A coach: a mail per new booking (EACH) or one daily summary (DAILY).',
      errorMessage: 'Please select a valid choice of booking mails',
    },
    timezone: {
      type: ['string', 'null'],
      maxLength: 64,
      format: 'time-zone',
      description:
        'The IANA zone you read times in ("Europe/Berlin"), or null to show each session\'s alone.',
      errorMessage: 'Please select a valid time zone',
    },
  },
} as const;

export type UpdateUserInput = FromSchema<typeof updateUserSchema>;

/** GET /v1/users: pagination, include, a search over username, email and name, a status filter. */
export const userListQuerySchema = {
  type: 'object',
  properties: {
    ...listQuerySchema(USER_INCLUDES).properties,
    q: searchField,
    status: { type: 'string', enum: USER_STATUSES, errorMessage: 'Please select a valid status' },
  },
  additionalProperties: false,
} as const;

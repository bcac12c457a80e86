import type { FromSchema } from 'json-schema-to-ts';
import { paginationQueryProperties, uuidSchema } from './common.ts';
import { timestampField } from './fields.ts';
import { coachProfileSchema } from './user.ts';

/**
 * A person's application to become a coach (issue 37, item 5): the coachProfile fields of SPEC.md §3 it
 * asks for, reviewed by a super-admin (or approved at once: COACH_APPLICATIONS=auto, decision 0075).
 */
export const COACH_APPLICATION_STATUSES = ['PENDING', 'APPROVED', 'DECLINED'] as const;
export type CoachApplicationStatus = (typeof COACH_APPLICATION_STATUSES)[number];

/** Messages of the application's rules. */
export const COACH_APPLICATION_MESSAGES = {
  alreadyCoach: 'You are already a coach.',
  alreadyPending: 'Your application is already waiting for review.',
  alreadyDecided: 'This application has already been decided.',
  specializationsRequired: 'Please add at least one specialization',
} as const;

/** How long a decline's reason may be: SPEC.md §9's length for free text (bio, notes). */
export const DECLINE_REASON_MAX = 1000;

const profile = coachProfileSchema.properties;

/**
 * POST /v1/coach-applications: the coachProfile fields a coach needs to be listed, with SPEC.md §5's
 * limits (the profile's own field rules): business name, at least one specialization, bio 1 to 1000, and
 * past roles (optional).
 */
export const createCoachApplicationSchema = {
  type: 'object',
  properties: {
    businessName: { ...profile.businessName, type: 'string' },
    specializations: {
      ...profile.specializations,
      minItems: 1,
      uniqueItems: true,
      errorMessage: { minItems: COACH_APPLICATION_MESSAGES.specializationsRequired },
    },
    bio: { ...profile.bio, type: 'string' },
    experiences: profile.experiences,
  },
  required: ['businessName', 'specializations', 'bio'],
  additionalProperties: false,
} as const;
export type CreateCoachApplicationInput = FromSchema<typeof createCoachApplicationSchema>;

/** POST /v1/coach-applications/:id/decline: why, which the applicant reads. */
export const declineCoachApplicationSchema = {
  type: 'object',
  properties: {
    reason: { type: 'string', transform: ['trim'], minLength: 1, maxLength: DECLINE_REASON_MAX },
  },
  required: ['reason'],
  additionalProperties: false,
} as const;
export type DeclineCoachApplicationInput = FromSchema<typeof declineCoachApplicationSchema>;

/** An application as its applicant and the super-admins read it. */
export const coachApplicationSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    status: { type: 'string', enum: COACH_APPLICATION_STATUSES },
    businessName: { type: 'string' },
    specializations: { type: 'array', items: { type: 'string' } },
    bio: { type: 'string' },
    experiences: profile.experiences,
    declineReason: { type: ['string', 'null'] },
    decidedAt: { ...timestampField, type: ['string', 'null'] },
    createdAt: timestampField,
    applicant: {
      type: 'object',
      properties: {
        id: uuidSchema,
        username: { type: 'string' },
        email: { type: 'string' },
        name: { type: 'string', description: 'First and last name, or the username when there is none.' },
      },
      required: ['id', 'username', 'email', 'name'],
      additionalProperties: false,
    },
  },
  required: [
    'id',
    'status',
    'businessName',
    'specializations',
    'bio',
    'experiences',
    'declineReason',
    'decidedAt',
    'createdAt',
    'applicant',
  ],
  additionalProperties: false,
} as const;
export type CoachApplicationResource = FromSchema<typeof coachApplicationSchema>;

/** GET /v1/coach-applications/mine: the caller's latest application, or null when they never applied. */
export const myCoachApplicationSchema = {
  type: 'object',
  properties: { data: { ...coachApplicationSchema, type: ['object', 'null'] } },
  required: ['data'],
  additionalProperties: false,
} as const;

/** GET /v1/coach-applications (super-admins): pagination and a status filter; oldest first. */
export const coachApplicationListQuerySchema = {
  type: 'object',
  properties: {
    ...paginationQueryProperties,
    status: {
      type: 'string',
      enum: COACH_APPLICATION_STATUSES,
      errorMessage: 'Please select a valid status',
    },
  },
  additionalProperties: false,
} as const;

import type { FromSchema } from 'json-schema-to-ts';
import { paginationQueryProperties, uuidSchema } from './common.ts';
import { timestampField } from './fields.ts';

/** Messages of feedbacks. */
export const FEEDBACK_MESSAGES = {
  rating: 'Rating must be a whole number from 1 to 5.',
  notAttended: 'Only people who attended this session can rate it.',
  notOver: 'A session can be rated once it has started.',
  already: 'You have already rated this session.',
} as const;

/** Body of rating a session. */
export const createFeedbackSchema = {
  type: 'object',
  properties: {
    workshopScheduleId: uuidSchema,
    rating: { type: 'integer', minimum: 1, maximum: 5, errorMessage: FEEDBACK_MESSAGES.rating },
    comment: { type: ['string', 'null'], transform: ['trim'], maxLength: 1000 },
  },
  required: ['workshopScheduleId', 'rating'],
  additionalProperties: false,
} as const;
export type CreateFeedbackInput = FromSchema<typeof createFeedbackSchema>;

/** GET /v1/feedbacks: mine (default), or (view=team) those of my sessions in the X-Team team. */
export const feedbackListQuerySchema = {
  type: 'object',
  properties: {
    ...paginationQueryProperties,
    view: { type: 'string', enum: ['mine', 'team'], default: 'mine' },
    workshopScheduleId: uuidSchema,
  },
  additionalProperties: false,
} as const;

/** A feedback as the API shows it: the rater by username only. */
export const feedbackSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    workshopScheduleId: uuidSchema,
    userId: uuidSchema,
    username: { type: 'string' },
    rating: { type: 'integer', minimum: 1, maximum: 5 },
    comment: { type: ['string', 'null'] },
    createdAt: timestampField,
  },
  required: ['id', 'workshopScheduleId', 'userId', 'username', 'rating', 'comment', 'createdAt'],
  additionalProperties: false,
} as const;
export type FeedbackResource = FromSchema<typeof feedbackSchema>;

/** A coach's ratings in public: the average (2 decimals) and how many there are. */
export const ratingSummarySchema = {
  type: 'object',
  properties: { average: { type: ['number', 'null'] }, count: { type: 'integer', minimum: 0 } },
  required: ['average', 'count'],
  additionalProperties: false,
} as const;

/** A feedback on a coach's public profile: the rater's first name and initial, and the workshop rated. */
export const publicFeedbackSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    rating: { type: 'integer', minimum: 1, maximum: 5 },
    comment: { type: ['string', 'null'] },
    reviewer: { type: 'string', description: 'First name and last initial, or the username.' },
    workshopTitle: { type: 'string' },
    createdAt: timestampField,
  },
  required: ['id', 'rating', 'comment', 'reviewer', 'workshopTitle', 'createdAt'],
  additionalProperties: false,
} as const;
export type PublicFeedbackResource = FromSchema<typeof publicFeedbackSchema>;

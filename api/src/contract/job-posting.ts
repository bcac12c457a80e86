import type { FromSchema } from 'json-schema-to-ts';
import {
  EMPLOYMENT_TYPES,
  INDUSTRIES,
  JOB_DEPARTMENTS,
  JOB_EXPERIENCE_LEVELS,
  JOB_POST_STATUSES,
  WORKPLACE_TYPES,
} from './catalogue-enums.ts';
import { uuidSchema } from './common.ts';
import { emailField, timestampField } from './fields.ts';
import { partialSchema } from './partial.ts';

/** Enabled interview questions a posting needs (SPEC.md §9). */
export const INTERVIEW_QUESTIONS_MIN = 5;
export const INTERVIEW_QUESTIONS_MAX = 10;
/** Message of a question whose title repeats another's (trimmed, case-insensitive). */
export const DUPLICATE_QUESTION_MESSAGE = 'Question already exists';

const interviewQuestionSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 64 },
    title: { type: 'string', transform: ['trim'], minLength: 1, maxLength: 255 },
    order: { type: 'integer', minimum: 1 },
    enabled: { type: 'boolean', default: true },
  },
  required: ['title', 'order'],
  additionalProperties: false,
} as const;

/** Settings of a posting (SPEC.md §3 "Job setting keys"). */
const preferencesSchema = {
  type: 'object',
  properties: {
    acceptApplications: { type: 'boolean' },
    applicantMaxLimit: { type: ['integer', 'null'], minimum: 1 },
    applicantSelfScheduleInterview: { type: 'boolean' },
    characterReferenceCheck: { type: 'boolean' },
    bigFivePersonalityTest: { type: 'boolean' },
    ieltsAssessmentRequired: { type: 'boolean' },
    ieltsAssessmentMinScore: { type: ['number', 'null'], minimum: 0, maximum: 9, multipleOf: 0.5 },
    ieltsAutoReject: { type: 'boolean' },
    resumeRequired: { type: 'boolean' },
    interviewType: { type: ['string', 'null'], maxLength: 50 },
    notifyAssigneeOnApplication: { type: 'boolean' },
  },
  additionalProperties: false,
} as const;

const text = (min: number, max: number) =>
  ({ type: 'string', transform: ['trim'], minLength: min, maxLength: max }) as const;

const jobPostingProperties = {
  title: text(3, 255),
  description: text(100, 25_000),
  companyName: text(1, 255),
  companyUrl: {
    type: ['string', 'null'],
    transform: ['trim'],
    format: 'uri',
    pattern: '^https?://',
    maxLength: 255,
  },
  location: text(1, 255),
  employmentStatus: {
    type: 'string',
    enum: EMPLOYMENT_TYPES,
    errorMessage: 'Please select a valid employment status',
  },
  experienceLevel: {
    type: 'string',
    enum: JOB_EXPERIENCE_LEVELS,
    errorMessage: 'Please select a valid experience level',
  },
  listingType: { type: ['string', 'null'], transform: ['trim'], maxLength: 50 },
  availability: { type: ['string', 'null'], transform: ['trim'], maxLength: 255 },
  posterEmail: emailField,
  skillsDescription: text(100, 4000),
  externalJobPostingId: { type: ['string', 'null'], transform: ['trim'], maxLength: 255 },
  workplaceTypes: {
    type: 'array',
    items: { type: 'string', enum: WORKPLACE_TYPES },
    uniqueItems: true,
    default: [],
    errorMessage: 'Please select valid workplace types',
  },
  industries: {
    type: 'array',
    items: { type: 'string', enum: INDUSTRIES },
    uniqueItems: true,
    default: [],
    errorMessage: 'Please select valid industries',
  },
  categories: {
    type: 'array',
    items: { type: 'string', enum: JOB_DEPARTMENTS },
    uniqueItems: true,
    maxItems: 3,
    default: [],
    errorMessage: { maxItems: 'Cannot select more than 3 categories' },
  },
  meta: { type: 'object', default: {} },
  status: {
    type: 'string',
    enum: JOB_POST_STATUSES,
    default: 'DRAFT',
    errorMessage: 'Please select a valid status',
  },
  preferences: preferencesSchema,
  recruiterIds: { type: 'array', items: uuidSchema, uniqueItems: true, default: [] },
  interviewQuestions: {
    type: 'array',
    items: interviewQuestionSchema,
    maxItems: 50,
    contains: { properties: { enabled: { const: true } }, required: ['enabled'] },
    minContains: INTERVIEW_QUESTIONS_MIN,
    maxContains: INTERVIEW_QUESTIONS_MAX,
    errorMessage: {
      contains: 'Please add at least 5 enabled interview questions',
      minContains: 'Please add at least 5 enabled interview questions',
      maxContains: 'Maximum 10 enabled interview questions allowed',
    },
  },
} as const;

/** Body of creating a job posting (SPEC.md §5). */
export const createJobPostingSchema = {
  type: 'object',
  properties: jobPostingProperties,
  required: [
    'title',
    'description',
    'companyName',
    'location',
    'employmentStatus',
    'experienceLevel',
    'posterEmail',
    'skillsDescription',
    'interviewQuestions',
  ],
  additionalProperties: false,
} as const;
export type CreateJobPostingInput = FromSchema<typeof createJobPostingSchema>;

/** Body of updating a job posting: every field optional, the title 1 to 255 (SPEC.md §5). */
export const updateJobPostingSchema = partialSchema({
  ...createJobPostingSchema,
  properties: { ...jobPostingProperties, title: text(1, 255) },
} as const);
export type UpdateJobPostingInput = FromSchema<typeof updateJobPostingSchema>;

/**
 * The "Question already exists" errors of a question list: every question whose title (trimmed,
 * case-insensitive) repeats an earlier one, keyed as the error bag keys it. Shared by the API and forms,
 * because JSON Schema cannot compare items by one property.
 */
export function duplicateQuestionErrors(
  questions: ReadonlyArray<{ title: string }>,
  field = 'interviewQuestions',
): Record<string, string[]> {
  const seen = new Set<string>();
  const errors: Record<string, string[]> = {};
  questions.forEach((question, index) => {
    const key = question.title.trim().toLowerCase();
    if (seen.has(key)) errors[`${field}.${index}.title`] = [DUPLICATE_QUESTION_MESSAGE];
    seen.add(key);
  });
  return errors;
}

/** A job posting as the API shows it. */
export const jobPostingSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    ...jobPostingProperties,
    interviewQuestions: { type: 'array', items: interviewQuestionSchema },
    createdAt: timestampField,
    updatedAt: timestampField,
    deletedAt: { type: ['string', 'null'] },
  },
  required: ['id', 'title', 'status'],
  additionalProperties: false,
} as const;

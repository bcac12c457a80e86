import type { FromSchema } from 'json-schema-to-ts';
import { abilitiesSchema } from './booking.ts';
import {
  EMPLOYMENT_TYPES,
  INDUSTRIES,
  JOB_DEPARTMENTS,
  JOB_EXPERIENCE_LEVELS,
  JOB_POST_STATUSES,
  WORKPLACE_TYPES,
} from './catalogue-enums.ts';
import { paginationQueryProperties, searchField, uuidSchema } from './common.ts';
import { emailField, timestampField } from './fields.ts';
import { partialSchema } from './partial.ts';

/** Enabled interview questions a posting needs (SPEC.md §9). */
export const INTERVIEW_QUESTIONS_MIN = 5;
export const INTERVIEW_QUESTIONS_MAX = 10;
/** Message of a question whose title repeats another's (trimmed, case-insensitive). */
export const DUPLICATE_QUESTION_MESSAGE = 'Question already exists';
/** Messages of the enabled-question count (SPEC.md §5), on `interviewQuestions`. */
export const TOO_FEW_QUESTIONS_MESSAGE = 'Please add at least 5 enabled interview questions';
export const TOO_MANY_QUESTIONS_MESSAGE = 'Maximum 10 enabled interview questions allowed';
/** Message on recruiterIds when one of them is not an ACTIVE member of the posting's team. */
export const RECRUITER_NOT_MEMBER_MESSAGE = 'Every recruiter must be an active member of the team.';

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

/**
 * A list of distinct values of `values`. Membership is written as "contains no value outside the set"
 * rather than `items: { enum }`, so a wrong value is reported on the list itself (`workplaceTypes`, the
 * field a form shows) instead of on `workplaceTypes.0`.
 */
const valueList = <const T extends readonly string[]>(values: T) =>
  ({
    type: 'array',
    items: { type: 'string' },
    not: { contains: { not: { enum: values } } },
    uniqueItems: true,
    default: [],
  }) as const;

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
    ...valueList(WORKPLACE_TYPES),
    errorMessage: 'Please select valid workplace types',
  },
  industries: {
    ...valueList(INDUSTRIES),
    errorMessage: 'Please select valid industries',
  },
  categories: {
    ...valueList(JOB_DEPARTMENTS),
    maxItems: 3,
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
  // 5 to 10 of them enabled: enabledQuestionErrors below, not `contains`/`minContains`. With allErrors a
  // failing `contains` also reports every disabled question ("interviewQuestions.4.enabled: Enabled is not
  // valid."), which a form would show on the wrong fields.
  interviewQuestions: { type: 'array', items: interviewQuestionSchema, maxItems: 50 },
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

/**
 * The count errors of a question list: 5 to 10 of its questions must be enabled (`enabled` defaults to
 * true), disabled ones not counting. Shared by the API and forms: JSON Schema's `minContains` says it too,
 * but reports each disabled question as an error of its own (see interviewQuestions above).
 */
export function enabledQuestionErrors(
  questions: ReadonlyArray<{ enabled?: boolean }>,
  field = 'interviewQuestions',
): Record<string, string[]> {
  const enabled = questions.filter((question) => question.enabled !== false).length;
  if (enabled < INTERVIEW_QUESTIONS_MIN) return { [field]: [TOO_FEW_QUESTIONS_MESSAGE] };
  if (enabled > INTERVIEW_QUESTIONS_MAX) return { [field]: [TOO_MANY_QUESTIONS_MESSAGE] };
  return {};
}

/**
 * Every rule of a question list that JSON Schema cannot say (the enabled count, unique titles), as one
 * bag: what the API answers after its schema passed and what a form shows beside the schema's errors.
 */
export function interviewQuestionErrors(
  questions: ReadonlyArray<{ title: string; enabled?: boolean }>,
  field = 'interviewQuestions',
): Record<string, string[]> {
  return { ...enabledQuestionErrors(questions, field), ...duplicateQuestionErrors(questions, field) };
}

/** GET /v1/t/job-postings: pagination, a status filter and a search over title and company name. */
export const jobPostingListQuerySchema = {
  type: 'object',
  properties: {
    ...paginationQueryProperties,
    status: { type: 'string', enum: JOB_POST_STATUSES, errorMessage: 'Please select a valid status' },
    q: searchField,
  },
  additionalProperties: false,
} as const;

const nullableText = { type: ['string', 'null'] } as const;

/**
 * A job posting as the API shows it. Written out rather than spread from the input properties: an answer
 * has every field (null or empty when unset) and none of the input's transforms, defaults or counts.
 */
/** What the reader of a team's job posting may do with it, as api/src/policies/job-posting-abilities.ts decides. */
export const JOB_POSTING_ABILITIES = ['edit', 'delete', 'viewApplications'] as const;

export const jobPostingSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    title: { type: 'string' },
    description: { type: 'string' },
    companyName: { type: 'string' },
    companyUrl: nullableText,
    location: { type: 'string' },
    employmentStatus: { type: 'string', enum: EMPLOYMENT_TYPES },
    experienceLevel: { type: 'string', enum: JOB_EXPERIENCE_LEVELS },
    listingType: nullableText,
    availability: nullableText,
    posterEmail: { type: 'string' },
    skillsDescription: { type: 'string' },
    externalJobPostingId: nullableText,
    workplaceTypes: { type: 'array', items: { type: 'string', enum: WORKPLACE_TYPES } },
    industries: { type: 'array', items: { type: 'string', enum: INDUSTRIES } },
    categories: { type: 'array', items: { type: 'string', enum: JOB_DEPARTMENTS } },
    meta: { type: 'object' },
    status: { type: 'string', enum: JOB_POST_STATUSES },
    preferences: preferencesSchema,
    recruiterIds: { type: 'array', items: uuidSchema, description: 'Members who may manage the posting.' },
    interviewQuestions: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          title: { type: 'string' },
          order: { type: 'integer' },
          enabled: { type: 'boolean' },
        },
        required: ['id', 'title', 'order', 'enabled'],
        additionalProperties: false,
      },
    },
    createdBy: { type: ['string', 'null'], format: 'uuid', description: 'The member who created it.' },
    createdAt: timestampField,
    updatedAt: timestampField,
    deletedAt: { ...timestampField, type: ['string', 'null'] },
    abilities: {
      ...abilitiesSchema(JOB_POSTING_ABILITIES),
      description:
        'What the reader may do now: edit (PATCH, status changes included), delete, viewApplications (GET …/applications).',
    },
  },
  required: [
    'id',
    'title',
    'description',
    'companyName',
    'companyUrl',
    'location',
    'employmentStatus',
    'experienceLevel',
    'listingType',
    'availability',
    'posterEmail',
    'skillsDescription',
    'externalJobPostingId',
    'workplaceTypes',
    'industries',
    'categories',
    'meta',
    'status',
    'preferences',
    'recruiterIds',
    'interviewQuestions',
    'createdBy',
    'createdAt',
    'updatedAt',
    'deletedAt',
    'abilities',
  ],
  additionalProperties: false,
} as const;
export type JobPostingAbilities = Record<(typeof JOB_POSTING_ABILITIES)[number], boolean>;
export type JobPostingResource = FromSchema<typeof jobPostingSchema>;

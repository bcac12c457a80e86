import type { FromSchema } from 'json-schema-to-ts';
import { abilitiesSchema } from './booking.ts';
import {
  EMPLOYMENT_TYPES,
  INDUSTRIES,
  JOB_DEPARTMENTS,
  JOB_EXPERIENCE_LEVELS,
  WORKPLACE_TYPES,
} from './catalogue-enums.ts';
import { paginationQueryProperties, searchField, uuidSchema } from './common.ts';
import { ANSWER_REQUIRED_MESSAGE, answerField, emailField, timestampField } from './fields.ts';

/**
 * Where an application stands with the posting's team (issue 37, item 10): every application arrives NEW;
 * its readers move it to any other status, and back (docs/decisions/0077-job-application-status.md).
 */
export const JOB_APPLICATION_STATUSES = ['NEW', 'SHORTLISTED', 'REJECTED', 'HIRED'] as const;
export type JobApplicationStatus = (typeof JOB_APPLICATION_STATUSES)[number];

const jobApplicationStatusField = {
  type: 'string',
  enum: JOB_APPLICATION_STATUSES,
  errorMessage: 'Please select a valid status',
} as const;

/** Why a posting takes no application now; the public page shows the message instead of the form. */
export const APPLICATIONS_CLOSED_REASONS = ['CLOSED', 'FULL', 'NOT_ACCEPTING'] as const;
export type ApplicationsClosedReason = (typeof APPLICATIONS_CLOSED_REASONS)[number];

/** The refusal (409) of an application, and what the public page says, for each reason. */
export const APPLICATIONS_CLOSED_MESSAGES: Record<ApplicationsClosedReason, string> = {
  CLOSED: 'This job is closed.',
  FULL: 'This job has reached its applicant limit.',
  NOT_ACCEPTING: 'This job is not accepting applications.',
};

/** 422 on `email`: the address already applied to this posting. */
export const ALREADY_APPLIED_MESSAGE = 'You have already applied to this job.';
/** 422 on `resume` when the posting requires one and none came. */
export const RESUME_REQUIRED_MESSAGE = 'Please attach your resume.';
/** 422 on `resume` when its bytes are no PDF or Word document. */
export const RESUME_TYPE_MESSAGE = 'Your resume must be a PDF or Word document.';
/** The largest resume taken (413 above): a CV is a few pages. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
/** What a resume may be, by its bytes: PDF, Word (.docx) and the older Word (.doc, a CFB container). */
export const RESUME_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/x-cfb',
] as const;
/** The longest answer to one question. */
export const ANSWER_MAX_LENGTH = 5000;

/** GET /v1/public/job-postings: search over title, company and description, and the board's filters. */
export const publicJobPostingListQuerySchema = {
  type: 'object',
  properties: {
    ...paginationQueryProperties,
    q: searchField,
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
    workplaceType: {
      type: 'string',
      enum: WORKPLACE_TYPES,
      errorMessage: 'Please select valid workplace types',
    },
    category: { type: 'string', enum: JOB_DEPARTMENTS },
  },
  additionalProperties: false,
} as const;
export type PublicJobPostingListQuery = FromSchema<typeof publicJobPostingListQuerySchema>;

/**
 * A posting as the public job board shows it: what a job seeker needs, nothing of the team's inner workings
 * (no recruiters, no poster email, no settings beyond what applying needs;
 * docs/decisions/0054-the-job-board.md).
 */
export const publicJobPostingSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    title: { type: 'string' },
    description: { type: 'string' },
    skillsDescription: { type: 'string' },
    companyName: { type: 'string' },
    companyUrl: { type: ['string', 'null'] },
    location: { type: 'string' },
    employmentStatus: { type: 'string', enum: EMPLOYMENT_TYPES },
    experienceLevel: { type: 'string', enum: JOB_EXPERIENCE_LEVELS },
    availability: { type: ['string', 'null'] },
    workplaceTypes: { type: 'array', items: { type: 'string', enum: WORKPLACE_TYPES } },
    industries: { type: 'array', items: { type: 'string', enum: INDUSTRIES } },
    categories: { type: 'array', items: { type: 'string', enum: JOB_DEPARTMENTS } },
    status: { type: 'string', enum: ['PUBLISHED', 'CLOSED'] },
    team: {
      type: 'object',
      properties: { name: { type: 'string' }, slug: { type: 'string' } },
      required: ['name', 'slug'],
      additionalProperties: false,
    },
    application: {
      type: 'object',
      description: 'Whether the posting takes applications now, and what the form asks.',
      properties: {
        open: { type: 'boolean' },
        closedReason: { type: ['string', 'null'], enum: [...APPLICATIONS_CLOSED_REASONS, null] },
        resumeRequired: { type: 'boolean' },
        questions: {
          type: 'array',
          description: 'The enabled interview questions, in order: each needs an answer.',
          items: {
            type: 'object',
            properties: { id: { type: 'string' }, title: { type: 'string' } },
            required: ['id', 'title'],
            additionalProperties: false,
          },
        },
      },
      required: ['open', 'closedReason', 'resumeRequired', 'questions'],
      additionalProperties: false,
    },
    createdAt: timestampField,
    updatedAt: timestampField,
  },
  required: [
    'id',
    'title',
    'description',
    'skillsDescription',
    'companyName',
    'companyUrl',
    'location',
    'employmentStatus',
    'experienceLevel',
    'availability',
    'workplaceTypes',
    'industries',
    'categories',
    'status',
    'team',
    'application',
    'createdAt',
    'updatedAt',
  ],
  additionalProperties: false,
} as const;
export type PublicJobPosting = FromSchema<typeof publicJobPostingSchema>;

/**
 * Body of POST /v1/public/job-postings/{id}/applications, JSON or multipart/form-data (the resume in the
 * file field `resume`). Answers are flat fields `answers.<questionId>`, so that a form posts them as they
 * are and an error names the field it belongs to.
 */
export const applyToJobSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', transform: ['trim'], minLength: 1, maxLength: 255 },
    email: emailField,
  },
  patternProperties: {
    '^answers\\.[^.]{1,64}$': { type: 'string', transform: ['trim'], maxLength: ANSWER_MAX_LENGTH },
  },
  required: ['name', 'email'],
  additionalProperties: false,
} as const;
export type ApplyToJobInput = { name: string; email: string } & Record<string, string>;

/** What the reader of an application may do with it, as api/src/policies/job-application-abilities.ts decides. */
export const JOB_APPLICATION_ABILITIES = ['changeStatus'] as const;
export type JobApplicationAbilities = Record<(typeof JOB_APPLICATION_ABILITIES)[number], boolean>;

/** An application as the posting's team sees it. */
export const jobApplicationSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    jobPostingId: uuidSchema,
    name: { type: 'string' },
    email: { type: 'string' },
    resume: {
      type: ['object', 'null'],
      description: 'The uploaded resume, downloaded at `url`; null when none was sent.',
      properties: {
        name: { type: 'string' },
        size: { type: 'integer' },
        mimeType: { type: 'string' },
        url: { type: 'string' },
      },
      required: ['name', 'size', 'mimeType', 'url'],
      additionalProperties: false,
    },
    answers: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          questionId: { type: 'string' },
          question: { type: 'string' },
          answer: { type: 'string' },
        },
        required: ['questionId', 'question', 'answer'],
        additionalProperties: false,
      },
    },
    status: {
      type: 'string',
      enum: JOB_APPLICATION_STATUSES,
      description: "NEW until a reader of the posting's applications moves it (PATCH).",
    },
    createdAt: timestampField,
    abilities: {
      ...abilitiesSchema(JOB_APPLICATION_ABILITIES),
      description:
        'What the reader may do now: changeStatus (PATCH …/applications/{applicationId}). All false in the answer to the applicant.',
    },
  },
  required: ['id', 'jobPostingId', 'name', 'email', 'resume', 'answers', 'status', 'createdAt', 'abilities'],
  additionalProperties: false,
} as const;
export type JobApplicationResource = FromSchema<typeof jobApplicationSchema>;

/** GET /v1/t/job-postings/{id}/applications: pagination and a status filter. */
export const jobApplicationListQuerySchema = {
  type: 'object',
  properties: { ...paginationQueryProperties, status: jobApplicationStatusField },
  additionalProperties: false,
} as const;
export type JobApplicationListQuery = FromSchema<typeof jobApplicationListQuerySchema>;

/**
 * Body of PATCH /v1/t/job-postings/{id}/applications/{applicationId}: partial, as every update is
 * (SPEC §4); the status is the one field a team changes, since the rest is what the applicant sent.
 */
export const updateJobApplicationSchema = {
  type: 'object',
  properties: { status: jobApplicationStatusField },
  additionalProperties: false,
} as const;
export type UpdateJobApplicationInput = FromSchema<typeof updateJobApplicationSchema>;

/** Params of an application route: the posting and the application. */
export const jobApplicationParamsSchema = {
  type: 'object',
  properties: { id: uuidSchema, applicationId: uuidSchema },
  required: ['id', 'applicationId'],
  additionalProperties: false,
} as const;

/**
 * What an application lacks beyond its schema: an answer to each enabled question, a resume when the
 * posting requires one. Shared by the API and the form, keyed as the form's fields are.
 */
export function missingApplicationParts(
  body: Readonly<Record<string, unknown>>,
  questionIds: readonly string[],
  resumeRequired: boolean,
  hasResume: boolean,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const id of questionIds) {
    const answer = body[answerField(id)];
    if (typeof answer !== 'string' || answer.trim() === '')
      errors[answerField(id)] = [ANSWER_REQUIRED_MESSAGE];
  }
  if (resumeRequired && !hasResume) errors.resume = [RESUME_REQUIRED_MESSAGE];
  return errors;
}

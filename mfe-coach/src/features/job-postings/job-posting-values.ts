import {
  bodyCheck,
  type CreateJobPostingInput,
  createJobPostingSchema,
  type ErrorBag,
  interviewQuestionErrors,
  type JobPostingResource,
  updateJobPostingSchema,
} from '@exceed/contract';
import { byOrder } from '@exceed/design-system';

/** One interview question as the form holds it; a new one has no id until the API gives it one. */
export interface QuestionRow {
  id?: string;
  title: string;
  /** Its 1-based place, kept by `renumber` after every change. */
  order: number;
  enabled: boolean;
}

/** The job settings of SPEC §3 (the posting's `preferences`), numbers as typed. */
export interface JobSettingsValues {
  acceptApplications: boolean;
  applicantMaxLimit: string;
  applicantSelfScheduleInterview: boolean;
  characterReferenceCheck: boolean;
  bigFivePersonalityTest: boolean;
  ieltsAssessmentRequired: boolean;
  ieltsAssessmentMinScore: string;
  ieltsAutoReject: boolean;
  resumeRequired: boolean;
  interviewType: string;
  notifyAssigneeOnApplication: boolean;
}

/** The form's values: texts as typed, turned into the contract's body by `toBody`. */
export interface JobPostingValues {
  title: string;
  companyName: string;
  companyUrl: string;
  location: string;
  posterEmail: string;
  employmentStatus: string;
  experienceLevel: string;
  listingType: string;
  availability: string;
  externalJobPostingId: string;
  workplaceTypes: string[];
  industries: string[];
  categories: string[];
  description: string;
  skillsDescription: string;
  recruiterIds: string[];
  preferences: JobSettingsValues;
  interviewQuestions: QuestionRow[];
}

const checkCreate = bodyCheck(createJobPostingSchema);
const checkUpdate = bodyCheck(updateJobPostingSchema);

const optional = (text: string) => (text.trim() === '' ? null : text);
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * The body of POST /v1/t/job-postings (or PATCH) from the form's values. Typed as the contract's body:
 * the choices are plain strings here, and the contract's check (validateJobPosting) runs before any send.
 */
export function toBody(values: JobPostingValues): CreateJobPostingInput {
  const { preferences } = values;
  return {
    ...values,
    companyUrl: optional(values.companyUrl),
    listingType: optional(values.listingType),
    availability: optional(values.availability),
    externalJobPostingId: optional(values.externalJobPostingId),
    preferences: {
      ...preferences,
      applicantMaxLimit: numberOrNull(preferences.applicantMaxLimit),
      ieltsAssessmentMinScore: numberOrNull(preferences.ieltsAssessmentMinScore),
      interviewType: optional(preferences.interviewType),
    },
  } as CreateJobPostingInput;
}

/**
 * The contract's check of the body: its schema (create or update) and the question rules JSON Schema
 * cannot say (5 to 10 enabled, unique titles), the same ones the API answers with a 422.
 */
export function validateJobPosting(values: JobPostingValues, creating: boolean): ErrorBag {
  const body = toBody(values);
  return {
    ...(creating ? checkCreate : checkUpdate)(body),
    ...interviewQuestionErrors(body.interviewQuestions),
  };
}

const text = (value: string | null | undefined) => value ?? '';
const number = (value: number | null | undefined) => (value == null ? '' : String(value));

/** The form's values of a posting, or of a new one. */
export function valuesOf(posting?: JobPostingResource): JobPostingValues {
  const settings = posting?.preferences ?? {};
  return {
    title: text(posting?.title),
    companyName: text(posting?.companyName),
    companyUrl: text(posting?.companyUrl),
    location: text(posting?.location),
    posterEmail: text(posting?.posterEmail),
    employmentStatus: text(posting?.employmentStatus),
    experienceLevel: text(posting?.experienceLevel),
    listingType: text(posting?.listingType),
    availability: text(posting?.availability),
    externalJobPostingId: text(posting?.externalJobPostingId),
    workplaceTypes: [...(posting?.workplaceTypes ?? [])],
    industries: [...(posting?.industries ?? [])],
    categories: [...(posting?.categories ?? [])],
    description: text(posting?.description),
    skillsDescription: text(posting?.skillsDescription),
    recruiterIds: [...(posting?.recruiterIds ?? [])],
    preferences: {
      acceptApplications: settings.acceptApplications ?? true,
      applicantMaxLimit: number(settings.applicantMaxLimit),
      applicantSelfScheduleInterview: settings.applicantSelfScheduleInterview ?? false,
      characterReferenceCheck: settings.characterReferenceCheck ?? false,
      bigFivePersonalityTest: settings.bigFivePersonalityTest ?? false,
      ieltsAssessmentRequired: settings.ieltsAssessmentRequired ?? false,
      ieltsAssessmentMinScore: number(settings.ieltsAssessmentMinScore),
      ieltsAutoReject: settings.ieltsAutoReject ?? false,
      resumeRequired: settings.resumeRequired ?? false,
      interviewType: text(settings.interviewType),
      notifyAssigneeOnApplication: settings.notifyAssigneeOnApplication ?? false,
    },
    interviewQuestions: byOrder(posting?.interviewQuestions ?? []),
  };
}

/**
 * Value sets of the catalogue (SPEC.md §3 enumerations). Where §3 says a set is "not shown" (schedule
 * status, workshop level, job employment status, workplace types, industries), the set chosen here is the
 * definition, documented in docs/decisions/0010-catalogue.md.
 */

/** Publication state of workshops, templates and resources. */
export const CONTENT_STATUSES = ['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Who may find a schedule: PUBLIC is listed in the marketplace, UNLISTED only by its link. */
export const VISIBILITIES = ['PUBLIC', 'PRIVATE', 'UNLISTED'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** Workshop level: SPEC's skill levels. */
export const SKILL_LEVELS = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

/** Session format of a schedule (its "mode"). */
export const SESSION_FORMATS = ['IN-PERSON', 'ONLINE', 'HYBRID'] as const;
export type SessionFormat = (typeof SESSION_FORMATS)[number];

/**
 * Schedule status (not shown in SPEC): DRAFT while planned, PUBLISHED when bookable, CANCELLED by the
 * coach, COMPLETED once it took place.
 */
export const SCHEDULE_STATUSES = ['DRAFT', 'PUBLISHED', 'CANCELLED', 'COMPLETED'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

/** Kinds of workshop resource. */
export const RESOURCE_TYPES = ['file', 'link', 'video', 'document', 'agent', 'bundle'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** Job posting status. */
export const JOB_POST_STATUSES = ['DRAFT', 'PUBLISHED', 'ARCHIVED', 'CLOSED'] as const;

/** Job experience level. */
export const JOB_EXPERIENCE_LEVELS = [
  'ENTRY_LEVEL',
  'MID_SENIOR_LEVEL',
  'DIRECTOR',
  'EXECUTIVE',
  'INTERNSHIP',
  'ASSOCIATE',
  'NOT_APPLICABLE',
] as const;

/** Job department (the posting's categories). */
export const JOB_DEPARTMENTS = [
  'IT',
  'FINANCE',
  'MARKETING',
  'SALES',
  'HR',
  'ENGINEERING',
  'DESIGN',
  'PRODUCT',
  'BUSINESS',
] as const;

/** Employment type (the posting's employmentStatus; SPEC names the set "Employment type"). */
export const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACT',
  'INTERNSHIP',
  'TEMPORARY',
  'VOLUNTEER',
] as const;

/** Work mode (the posting's workplaceTypes). */
export const WORKPLACE_TYPES = ['On-site', 'Hybrid', 'Remote'] as const;

/** Industries (not shown in SPEC): a short, common list. */
export const INDUSTRIES = [
  'TECHNOLOGY',
  'FINANCE',
  'HEALTHCARE',
  'EDUCATION',
  'RETAIL',
  'MANUFACTURING',
  'MEDIA',
  'CONSULTING',
  'GOVERNMENT',
  'NON_PROFIT',
  'OTHER',
] as const;

/** Keys of a job posting's settings (SPEC.md §3 "Job setting keys"). */
export const JOB_SETTING_KEYS = [
  'acceptApplications',
  'applicantMaxLimit',
  'applicantSelfScheduleInterview',
  'characterReferenceCheck',
  'bigFivePersonalityTest',
  'ieltsAssessmentRequired',
  'ieltsAssessmentMinScore',
  'ieltsAutoReject',
  'resumeRequired',
  'interviewType',
  'notifyAssigneeOnApplication',
] as const;

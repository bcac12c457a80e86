import type { FromSchema } from 'json-schema-to-ts';
import { abilitiesSchema } from './booking.ts';
import { SCHEDULE_STATUSES, type ScheduleStatus, SESSION_FORMATS, VISIBILITIES } from './catalogue-enums.ts';
import { certificateShareField } from './check-in.ts';
import { uuidSchema } from './common.ts';
import { countryField } from './countries.ts';
import { instantField, timestampField } from './fields.ts';
import { GO_NO_GO_DEFAULT_HOURS, goNoGoHoursField, goNoGoSchema } from './go-no-go.ts';
import { DEFAULT_MEETING_OPENS_MINUTES, meetingOpensField } from './meeting.ts';
import { partialSchema } from './partial.ts';
import { cadenceField, scheduleSessionSchema, sessionCountField } from './schedule-session.ts';
import { workshopLevelField } from './workshop.ts';

/** Relations a schedule can embed besides its workshop and coach summaries. */
export const WORKSHOP_SCHEDULE_INCLUDES = ['workshop', 'coach'] as const;

/**
 * What the reader of a schedule may do with it now, each as the API's policy decides (abilities): edit
 * (PATCH /v1/workshop-schedules/{id}: its details and dates), publish and cancel (PATCH of its status),
 * delete, viewWaitlist (GET /v1/workshop-schedules/{id}/waitlist), exportAttendees
 * (GET /v1/workshop-schedules/{id}/attendees.csv), announce (POST …/announcements) and editSessions (the
 * routes under …/sessions: add, move, rename or cancel a session that has not started) and checkIn (…/sessions/
 * {sessionId}/check-ins, until its attendance is settled) and runAnyway (POST …/run-anyway: a schedule short
 * of its minimum of seats, before its start).
 */
/**
 * The status changes a schedule may make (docs/decisions/0073): a draft is published or dropped, a published
 * session is cancelled or, once it has started, completed; a cancelled or completed one stays as it is.
 */
export const SCHEDULE_TRANSITIONS: Record<ScheduleStatus, readonly ScheduleStatus[]> = {
  DRAFT: ['PUBLISHED', 'CANCELLED'],
  PUBLISHED: ['CANCELLED', 'COMPLETED'],
  CANCELLED: [],
  COMPLETED: [],
};

/** Why a change to a schedule is refused (422). */
export const SCHEDULE_MESSAGES = {
  closed: 'A cancelled or completed session can no longer change.',
  started: 'A session that has started can no longer change.',
  notStarted: 'A session is completed once it has started.',
} as const;

/** A status change SCHEDULE_TRANSITIONS does not allow. */
export const illegalScheduleChangeMessage = (from: ScheduleStatus, to: ScheduleStatus) =>
  `A ${from.toLowerCase()} session cannot become ${to.toLowerCase()}.`;

/** Deleting a session that still has seats booked: it is cancelled instead (which refunds and tells). */
export const bookedSessionMessage = (seats: number) =>
  `${seats} ${seats === 1 ? 'seat is' : 'seats are'} booked for this session: cancel it instead, which refunds and tells its attendees.`;

/** Deleting a workshop with seats booked in sessions ahead: those are cancelled first. */
export const bookedWorkshopMessage = (seats: number) =>
  `${seats} ${seats === 1 ? 'seat is' : 'seats are'} booked in sessions of this workshop ahead: cancel those sessions first, which refunds and tells their attendees.`;

export const SCHEDULE_ABILITIES = [
  'edit',
  'publish',
  'cancel',
  'delete',
  'viewWaitlist',
  'exportAttendees',
  'announce',
  'editSessions',
  'checkIn',
  'runAnyway',
] as const;
export type ScheduleAbility = (typeof SCHEDULE_ABILITIES)[number];
export type ScheduleAbilities = Record<ScheduleAbility, boolean>;

/** A schedule: one dated run of a workshop, with its coach, place and who may find it. */
export const workshopScheduleSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    coachId: uuidSchema,
    workshopId: uuidSchema,
    workshop: {
      type: 'object',
      properties: { id: uuidSchema, title: { type: 'string' } },
      required: ['id', 'title'],
    },
    coach: {
      type: 'object',
      properties: { id: uuidSchema, username: { type: 'string' } },
      required: ['id', 'username'],
    },
    startDate: timestampField,
    endDate: timestampField,
    timezone: { type: 'string' },
    country: { type: ['string', 'null'] },
    location: { type: ['string', 'null'] },
    level: { type: 'string' },
    status: { type: 'string', enum: SCHEDULE_STATUSES },
    visibility: { type: 'string', enum: VISIBILITIES },
    mode: { type: 'string', enum: SESSION_FORMATS },
    createdAt: timestampField,
    updatedAt: timestampField,
    deletedAt: { type: ['string', 'null'] },
    sessionCount: sessionCountField,
    cadence: cadenceField,
    meetingLinkOpensMinutes: {
      ...meetingOpensField,
      description: 'How long before each session its confirmed attendees see its meeting link.',
    },
    goNoGoHours: goNoGoHoursField,
    goNoGo: goNoGoSchema,
    certificateShare: certificateShareField,
    sessions: {
      type: 'array',
      items: scheduleSessionSchema,
      description: 'Its sessions, soonest first: one booking buys them all.',
    },
    abilities: abilitiesSchema(SCHEDULE_ABILITIES),
  },
  required: [
    'id',
    'coachId',
    'workshopId',
    'workshop',
    'coach',
    'startDate',
    'endDate',
    'timezone',
    'status',
    'visibility',
    'mode',
    'sessionCount',
    'cadence',
    'meetingLinkOpensMinutes',
    'goNoGoHours',
    'goNoGo',
    'certificateShare',
    'sessions',
    'abilities',
  ],
  additionalProperties: true,
} as const;
export type WorkshopScheduleResource = FromSchema<typeof workshopScheduleSchema>;

/** Body of creating a schedule: coach, workshop, start and end required (SPEC.md §5). */
export const createWorkshopScheduleSchema = {
  type: 'object',
  properties: {
    coachId: uuidSchema,
    workshopId: uuidSchema,
    startDate: instantField,
    endDate: instantField,
    timezone: { type: 'string', transform: ['trim'], minLength: 1, maxLength: 64, default: 'UTC' },
    country: { ...countryField, type: ['string', 'null'] },
    location: { type: ['string', 'null'], transform: ['trim'], maxLength: 255 },
    level: workshopLevelField,
    status: {
      type: 'string',
      enum: SCHEDULE_STATUSES,
      default: 'DRAFT',
      errorMessage: 'Please select a valid status',
    },
    visibility: {
      type: 'string',
      enum: VISIBILITIES,
      default: 'PUBLIC',
      errorMessage: 'Please select a valid workshop visibility',
    },
    mode: {
      type: 'string',
      enum: SESSION_FORMATS,
      default: 'ONLINE',
      errorMessage: 'Please select a valid workshop mode',
    },
    meetingLinkOpensMinutes: { ...meetingOpensField, default: DEFAULT_MEETING_OPENS_MINUTES },
    goNoGoHours: { ...goNoGoHoursField, default: GO_NO_GO_DEFAULT_HOURS },
    certificateShare: { ...certificateShareField, default: null },
  },
  required: ['coachId', 'workshopId', 'startDate', 'endDate'],
  additionalProperties: false,
} as const;
export type CreateWorkshopScheduleInput = FromSchema<typeof createWorkshopScheduleSchema>;

export const updateWorkshopScheduleSchema = partialSchema(createWorkshopScheduleSchema);
export type UpdateWorkshopScheduleInput = FromSchema<typeof updateWorkshopScheduleSchema>;

/** Message of a schedule whose end is not after its start. */
export const SCHEDULE_END_BEFORE_START = 'The end date must be after the start date.';

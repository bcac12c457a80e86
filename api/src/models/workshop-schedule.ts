import type {
  GoDecision,
  ScheduleStatus,
  SessionCadence,
  SessionFormat,
  SkillLevel,
  Visibility,
} from '@exceed/contract';
import type { RelationMappings } from 'objection';
import { TenantModel } from '../db/tenant-model.ts';
import { ScheduleSession } from './schedule-session.ts';
import { User } from './user.ts';
import { Workshop } from './workshop.ts';

/** A bookable date of a workshop (SPEC.md §3). Tenant-owned, soft-deletable. */
export class WorkshopSchedule extends TenantModel {
  static override tableName = 'workshop_schedules';
  static override softDelete = true;

  declare workshopId: string;
  declare coachId: string;
  declare startDate: Date;
  declare endDate: Date;
  /** IANA time zone the coach planned in (the dates themselves are instants). */
  declare timezone: string;
  declare country: string | null;
  declare location: string | null;
  declare level: SkillLevel;
  declare status: ScheduleStatus;
  declare visibility: Visibility;
  declare mode: SessionFormat;
  /** Seats of PENDING bookings whose hold stands, and of bought ones: moved only by bookings/seat-counter.ts. */
  declare seatsHeld: number;
  declare seatsSold: number;
  /** Of those, the seats held or sold at the early-bird price (pricing/price-tiers.ts): moved with them. */
  declare earlyBirdSeats: number;
  /** How many sessions it holds and their rhythm: kept with them by workshops/schedule-sessions.ts. */
  declare sessionCount: number;
  declare cadence: SessionCadence | null;
  /** How long before each session its confirmed attendees see its meeting link. */
  declare meetingLinkOpensMinutes: number;
  /** When its bookings were made COMPLETED or NO_SHOW from its check-ins (bookings/settle-attendance.ts). */
  declare attendanceSettledAt: Date | null;
  /** The share of its sessions, in percent, an attendee came to that earns a certificate (null: none). */
  declare certificateShare: number | null;
  /** How many hours before its first session it decides whether it runs (workshops/go-no-go.ts). */
  declare goNoGoHours: number;
  declare goAskedAt: Date | null;
  declare goDecision: GoDecision | null;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare deletedAt: Date | null;

  declare workshop?: Workshop;
  declare coach?: User;
  declare sessions?: ScheduleSession[];

  // Workshop imports this class too: the mapping is a function, so it reads both after they are loaded.
  static override relationMappings = (): RelationMappings => ({
    workshop: {
      relation: TenantModel.BelongsToOneRelation,
      modelClass: Workshop,
      join: { from: 'workshop_schedules.workshopId', to: 'workshops.id' },
    },
    coach: {
      relation: TenantModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'workshop_schedules.coachId', to: 'users.id' },
    },
    sessions: {
      relation: TenantModel.HasManyRelation,
      modelClass: ScheduleSession,
      join: { from: 'workshop_schedules.id', to: 'schedule_sessions.workshopScheduleId' },
      modify: (builder) => builder.orderBy('schedule_sessions.startDate'),
    },
  });
}

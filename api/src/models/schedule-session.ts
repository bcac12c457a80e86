import { TenantModel } from '../db/tenant-model.ts';

/**
 * One sitting of a schedule (issue 38): a cohort's schedule holds several, a one-off's one. The schedule's
 * own start and end are the span of its sessions (workshops/schedule-sessions.ts keeps them so).
 */
export class ScheduleSession extends TenantModel {
  static override tableName = 'schedule_sessions';

  declare workshopScheduleId: string;
  declare startDate: Date;
  declare endDate: Date;
  declare title: string | null;
  declare location: string | null;
  /** Where it meets online: its coach's own link, or the room the team's provider made (meetings/). */
  declare meetingUrl: string | null;
  declare createdAt: Date;
  declare updatedAt: Date;
}

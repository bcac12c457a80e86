import { TenantModel } from '../db/tenant-model.ts';

/** One attendee checked in at one session (issue 38): by the code of their booking or of their seat. */
export class SessionAttendance extends TenantModel {
  static override tableName = 'session_attendances';

  declare scheduleSessionId: string;
  declare workshopScheduleId: string;
  declare bookingId: string;
  declare bookingSeatId: string | null;
  declare checkInCode: string;
  declare checkedInBy: string | null;
  declare checkedInAt: Date;
}

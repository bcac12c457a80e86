import { TenantModel } from '../db/tenant-model.ts';

/**
 * A certificate of attendance (decision 0115): what it certifies as it was when issued, its public code
 * and its compact JWS, signed by the key `kid`. Never updated.
 */
export class Certificate extends TenantModel {
  static override tableName = 'certificates';
  static override timestamps = false;

  declare code: string;
  declare workshopScheduleId: string;
  declare bookingId: string;
  /** The attendee's seat; null for the booker's own place. */
  declare bookingSeatId: string | null;
  /** The holder's account, when they have one. */
  declare userId: string | null;
  declare holderName: string;
  declare workshopTitle: string;
  declare coachName: string;
  declare startDate: Date;
  declare endDate: Date;
  /** The schedule's IANA zone, in which the certificate's days are named. */
  declare timeZone: string;
  declare minutes: number;
  declare sessionsAttended: number;
  declare sessionCount: number;
  declare issuedAt: Date;
  declare kid: string;
  declare jws: string;
}

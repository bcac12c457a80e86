import type { WaitlistStatus } from '@exceed/contract';
import type { RelationMappings } from 'objection';
import { TenantModel } from '../db/tenant-model.ts';
import { Booking, type BookingAddress } from './booking.ts';
import { User } from './user.ts';
import { WorkshopSchedule } from './workshop-schedule.ts';

/** A person's place in the line for seats of a full schedule. */
export class WaitlistEntry extends TenantModel {
  static override tableName = 'waitlist_entries';

  static override get jsonAttributes() {
    return ['address'];
  }

  declare workshopScheduleId: string;
  declare userId: string;
  declare seats: number;
  declare autoCharge: boolean;
  /** The booker's address of an auto-charge entry, for the booking its charge pays; null otherwise. */
  declare address: BookingAddress | null;
  declare status: WaitlistStatus;
  declare offerExpiresAt: Date | null;
  declare bookingId: string | null;
  declare createdAt: Date;
  declare updatedAt: Date;
  /** 1 for the first in line, when read with the `withPlace` modifier; null once out of the line. */
  declare place?: number | null;

  declare user?: User;
  declare workshopSchedule?: WorkshopSchedule;
  /** The live booking holding offered seats (null when none), when fetched. */
  declare booking?: Booking | null;

  static override relationMappings = (): RelationMappings => ({
    user: {
      relation: TenantModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'waitlist_entries.userId', to: 'users.id' },
    },
    workshopSchedule: {
      relation: TenantModel.BelongsToOneRelation,
      modelClass: WorkshopSchedule,
      join: { from: 'waitlist_entries.workshopScheduleId', to: 'workshop_schedules.id' },
    },
    booking: {
      relation: TenantModel.BelongsToOneRelation,
      modelClass: Booking,
      join: { from: 'waitlist_entries.bookingId', to: 'bookings.id' },
    },
  });
}

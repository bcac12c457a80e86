import type { RelationMappings } from 'objection';
import { TenantModel } from '../db/tenant-model.ts';
import { User } from './user.ts';
import { WorkshopSchedule } from './workshop-schedule.ts';

/** An attendee's rating and comment of a session (once per person and schedule). */
export class Feedback extends TenantModel {
  static override tableName = 'feedbacks';

  declare workshopScheduleId: string;
  declare userId: string;
  declare rating: number;
  declare comment: string | null;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare user?: User;
  declare workshopSchedule?: WorkshopSchedule;

  static override relationMappings = (): RelationMappings => ({
    user: {
      relation: TenantModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'feedbacks.userId', to: 'users.id' },
    },
    workshopSchedule: {
      relation: TenantModel.BelongsToOneRelation,
      modelClass: WorkshopSchedule,
      join: { from: 'feedbacks.workshopScheduleId', to: 'workshop_schedules.id' },
    },
  });
}

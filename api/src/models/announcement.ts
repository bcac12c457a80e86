import type { AnnouncementAudience, AnnouncementDeliveryStatus } from '@exceed/contract';
import type { RelationMappings } from 'objection';
import { TenantModel } from '../db/tenant-model.ts';
import { User } from './user.ts';

/** What a schedule's coach (or its team's owners and admins) wrote to its people. */
export class Announcement extends TenantModel {
  static override tableName = 'announcements';
  static override timestamps = false;

  declare workshopScheduleId: string;
  declare authorId: string | null;
  declare audience: AnnouncementAudience;
  declare subject: string;
  declare body: string;
  declare resourceId: string | null;
  declare createdAt: Date;

  declare author?: User | null;

  static override relationMappings = (): RelationMappings => ({
    author: {
      relation: TenantModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'announcements.authorId', to: 'users.id' },
    },
  });
}

/** One person an announcement was for, and how it reached them. */
export class AnnouncementRecipient extends TenantModel {
  static override tableName = 'announcement_recipients';
  static override timestamps = false;

  declare announcementId: string;
  declare userId: string | null;
  declare email: string;
  declare status: AnnouncementDeliveryStatus;
  declare mailed: boolean;
  declare inApp: boolean;
  declare lastError: string | null;
  declare sentAt: Date | null;
}

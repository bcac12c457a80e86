import type { NotificationKind } from '@exceed/contract';
import { BaseModel } from '../db/base-model.ts';

/** One entry of a person's bell (notifications/deliver.ts writes it). Theirs across every team. */
export class Notification extends BaseModel {
  static override tableName = 'notifications';
  static override timestamps = false;

  declare userId: string;
  declare tenantId: string | null;
  declare kind: NotificationKind;
  declare title: string;
  declare body: string;
  declare url: string | null;
  declare createdAt: Date;
  declare readAt: Date | null;
}

import type { RelationMappings } from 'objection';
import { BaseModel } from '../db/base-model.ts';
import { User } from './user.ts';

/**
 * One administrative change of a super-admin (audit/record-audit.ts writes it): who, what action on which
 * record, and the record as the API showed it before and after. Written once; never updated.
 */
export class AuditEntry extends BaseModel {
  static override tableName = 'audit_entries';
  static override timestamps = false;

  declare actorId: string | null;
  /** `<subject kind>.<verb>`: `user.suspend`, `tenant.update`, `booking.refund`. */
  declare action: string;
  declare subjectKind: string;
  declare subjectId: string;
  declare before: Record<string, unknown> | null;
  declare after: Record<string, unknown> | null;
  declare createdAt: Date;
  declare actor?: User | null;

  static override get jsonAttributes() {
    return ['before', 'after'];
  }

  static override relationMappings = (): RelationMappings => ({
    actor: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'audit_entries.actorId', to: 'users.id' },
    },
  });
}

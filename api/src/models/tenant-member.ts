import type { MemberStatus, TeamRole } from '@exceed/contract';
import type { RelationMappings } from 'objection';
import { BaseModel } from '../db/base-model.ts';
import { Tenant } from './tenant.ts';
import { User } from './user.ts';

/**
 * A user's membership of a tenant (Team) with its status and team role; only ACTIVE members see private data,
 * and what they may do in the team follows the role (policies/tenant-policy.ts).
 */
export class TenantMember extends BaseModel {
  static override tableName = 'tenant_members';
  static override get idColumn() {
    return ['tenantId', 'userId'];
  }

  declare tenantId: string;
  declare userId: string;
  declare status: MemberStatus;
  declare role: TeamRole;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare tenant?: Tenant;
  declare user?: User;

  static override relationMappings = (): RelationMappings => ({
    tenant: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Tenant,
      join: { from: 'tenant_members.tenantId', to: 'tenants.id' },
    },
    user: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'tenant_members.userId', to: 'users.id' },
    },
  });
}

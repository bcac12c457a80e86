import type { RelationMappings } from 'objection';
import type { MemberStatus } from '../contract/index.ts';
import { BaseModel } from '../db/base-model.ts';
import { Tenant } from './tenant.ts';

/** A user's membership of a tenant (Team) with its status; only ACTIVE members see private data. */
export class TenantMember extends BaseModel {
  static override tableName = 'tenant_members';
  static override get idColumn() {
    return ['tenantId', 'userId'];
  }

  declare tenantId: string;
  declare userId: string;
  declare status: MemberStatus;
  declare tenant?: Tenant;

  static override relationMappings = (): RelationMappings => ({
    tenant: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Tenant,
      join: { from: 'tenant_members.tenantId', to: 'tenants.id' },
    },
  });
}

import type { TeamRole } from '@exceed/contract';
import type { RelationMappings } from 'objection';
import { TenantModel } from '../db/tenant-model.ts';
import { Tenant } from './tenant.ts';
import { User } from './user.ts';

/**
 * An email address invited into a team with a team role. The mailed token is kept hashed and expires;
 * accepting makes the person an ACTIVE member and stamps the invitation accepted.
 */
export class TeamInvitation extends TenantModel {
  static override tableName = 'team_invitations';

  declare email: string;
  declare role: TeamRole;
  declare inviterId: string | null;
  declare tokenHash: string | null;
  declare sentAt: Date | null;
  declare expiresAt: Date | null;
  declare acceptedAt: Date | null;
  declare acceptedBy: string | null;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare tenant?: Tenant;
  declare inviter?: User;

  /** Where it stands now: a link past its expiry is EXPIRED, accepted or not yet (PENDING). */
  currentStatus(now = new Date()): 'PENDING' | 'ACCEPTED' | 'EXPIRED' {
    if (this.acceptedAt) return 'ACCEPTED';
    return this.expiresAt !== null && this.expiresAt <= now ? 'EXPIRED' : 'PENDING';
  }

  static override relationMappings = (): RelationMappings => ({
    tenant: {
      relation: TenantModel.BelongsToOneRelation,
      modelClass: Tenant,
      join: { from: 'team_invitations.tenantId', to: 'tenants.id' },
    },
    inviter: {
      relation: TenantModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'team_invitations.inviterId', to: 'users.id' },
    },
  });
}

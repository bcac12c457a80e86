import { BaseModel } from '../db/base-model.ts';

/** One person of a saved group, in the group's order. */
export interface GroupMember {
  email: string;
  name: string | null;
}

/**
 * A saved group of people to invite together: owned by one user (its `userId`), not by a team, so it has
 * no tenant scope; who may see it is groupPolicy's (policies/group-policy.ts). Soft-deletable.
 */
export class Group extends BaseModel {
  static override tableName = 'groups';
  static override softDelete = true;
  static override get jsonAttributes() {
    return ['members'];
  }

  declare userId: string;
  declare name: string;
  declare description: string | null;
  declare members: GroupMember[];
  declare createdAt: Date;
  declare updatedAt: Date;
  declare deletedAt: Date | null;
}

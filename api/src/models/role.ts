import type { RelationMappings } from 'objection';
import { BaseModel } from '../db/base-model.ts';
import { Permission } from './permission.ts';

/** A role (super-admin, coach, or one an administrator adds) and the permissions it grants. */
export class Role extends BaseModel {
  static override tableName = 'roles';

  declare name: string;
  declare description: string | null;
  declare permissions?: Permission[];
  declare createdAt: Date;
  declare updatedAt: Date;

  static override relationMappings = (): RelationMappings => ({
    permissions: {
      relation: BaseModel.ManyToManyRelation,
      modelClass: Permission,
      join: {
        from: 'roles.id',
        through: { from: 'role_permissions.roleId', to: 'role_permissions.permissionId' },
        to: 'permissions.id',
      },
    },
  });
}

import type { ApiModule } from '../../http/api-module.ts';
import {
  createPermission,
  deletePermission,
  listPermissions,
  showPermission,
  updatePermission,
} from './permissions.ts';
import { createRole, deleteRole, listRoles, showRole, updateRole } from './roles.ts';

/** Roles and permissions, managed by administrators (SPEC.md §6). */
export const accessControlModule: ApiModule = {
  name: 'access-control',
  routes: [
    listRoles,
    createRole,
    showRole,
    updateRole,
    deleteRole,
    listPermissions,
    createPermission,
    showPermission,
    updatePermission,
    deletePermission,
  ],
};

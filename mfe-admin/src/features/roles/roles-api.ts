import type { One, Page, PermissionResource, RoleResource } from '@exceed/contract';
import { api, useApi, type WriteOptions } from '@exceed/session';

/* Every read and write of the Roles and permissions screen. */

const rolesPath = '/roles';
const permissionsPath = '/permissions';

/** A role's write changes the roles (the users' role choice reads the same path). */
const changesRoles: WriteOptions = { revalidates: [rolesPath] };

/** The role fields a create or update sends. */
export interface RoleBody {
  name?: string;
  description?: string | null;
  permissions?: string[];
}

/** The permission fields a create sends. */
export interface PermissionBody {
  name: string;
  description?: string | null;
}

/** GET /v1/roles: the roles, by name, 10 a page. */
export function useRoles(page: number) {
  return useApi<Page<RoleResource>>(rolesPath, { page });
}

/** GET /v1/permissions: the permissions, 10 a page. */
export function usePermissions(page: number) {
  return useApi<Page<PermissionResource>>(permissionsPath, { page });
}

/** GET /v1/permissions: every permission a role may be given (a handful: one page of the most). */
export function useAllPermissions() {
  return useApi<Page<PermissionResource>>(permissionsPath, { perPage: 100 });
}

/** POST /v1/roles. */
export function createRole(body: RoleBody) {
  return api.post<One<RoleResource>>(rolesPath, body, changesRoles);
}

/** PATCH /v1/roles/{id}: a built-in role keeps its name (422 otherwise). */
export function updateRole(id: string, body: RoleBody) {
  return api.patch<One<RoleResource>>(`${rolesPath}/${id}`, body, changesRoles);
}

/** DELETE /v1/roles/{id}: for good (a built-in role cannot be: 422). */
export function deleteRole(id: string) {
  return api.delete<void>(`${rolesPath}/${id}`, changesRoles);
}

/** POST /v1/permissions: the permissions change. */
export function createPermission(body: PermissionBody) {
  return api.post<One<PermissionResource>>(permissionsPath, body, { revalidates: [permissionsPath] });
}

/** DELETE /v1/permissions/{id}: for good; the roles that held it lose it too. */
export function deletePermission(id: string) {
  return api.delete<void>(`${permissionsPath}/${id}`, { revalidates: [permissionsPath, rolesPath] });
}

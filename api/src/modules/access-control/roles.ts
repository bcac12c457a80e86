import {
  createRoleSchema,
  dataEnvelope,
  idParamsSchema,
  pageEnvelope,
  paginationQuerySchema,
  ROLE_NAMES,
  roleSchema,
  updateRoleSchema,
} from '@exceed/contract';
import type { Knex } from 'knex';
import { recordAudit } from '../../audit/record-audit.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { paginate } from '../../http/pagination.ts';
import { isoDate, present, presentPage } from '../../http/presenter.ts';
import { Permission } from '../../models/permission.ts';
import { Role } from '../../models/role.ts';
import { manageAccess } from './manage-access.ts';

const presentRole = (role: Role) => ({
  id: role.id,
  name: role.name,
  description: role.description,
  permissions: (role.permissions ?? []).map((permission) => permission.name).sort(),
  createdAt: isoDate(role.createdAt),
  updatedAt: isoDate(role.updatedAt),
});

/** The code relies on these two by name (guards, landing pages): they can change permissions, not go. */
const BUILT_IN: readonly string[] = Object.values(ROLE_NAMES);

const tags = ['Roles'];
const one = dataEnvelope(roleSchema);

/** Replaces a role's permissions with the named ones; an unknown name is a 422. */
async function grant(trx: Knex.Transaction, roleId: string, names: readonly string[]): Promise<void> {
  const permissions = await Permission.query(trx).whereIn('name', names);
  const unknown = names.filter((name) => !permissions.some((permission) => permission.name === name));
  if (unknown.length > 0)
    throw validationFailed({ permissions: [`Unknown permission: ${unknown.join(', ')}.`] });
  await trx('role_permissions').where({ role_id: roleId }).delete();
  if (permissions.length > 0) {
    await trx('role_permissions').insert(
      permissions.map((permission) => ({ role_id: roleId, permission_id: permission.id })),
    );
  }
}

const loadRole = (trx: Knex.Transaction, id: string) =>
  Role.query(trx).findById(id).withGraphFetched('permissions').throwIfNotFound();

export const listRoles = defineRoute({
  method: 'get',
  path: '/roles',
  summary: 'List roles',
  tags,
  before: manageAccess,
  request: { query: paginationQuerySchema },
  responses: { 200: pageEnvelope(roleSchema) },
  errors: [401, 403],
  transaction: true,
  handler: async (ctx) => {
    const query = Role.query(ctx.state.trx).withGraphFetched('permissions').orderBy('name');
    return presentPage(await paginate(query, ctx.state.input.query), presentRole);
  },
});

export const showRole = defineRoute({
  method: 'get',
  path: '/roles/:id',
  summary: 'Show a role',
  tags,
  before: manageAccess,
  request: { params: idParamsSchema },
  responses: { 200: one },
  errors: [401, 403, 404],
  transaction: true,
  handler: async (ctx) => present(await loadRole(ctx.state.trx, ctx.state.input.params.id), presentRole),
});

export const createRole = defineRoute({
  method: 'post',
  path: '/roles',
  summary: 'Create a role',
  tags,
  before: manageAccess,
  request: { body: createRoleSchema },
  responses: { 201: one },
  errors: [401, 403, 419],
  transaction: true,
  status: 201,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { permissions, ...fields } = ctx.state.input.body;
    const role = await Role.query(trx).insertAndFetch(fields);
    await grant(trx, role.id, permissions);
    const created = await loadRole(trx, role.id);
    await recordAudit(trx, ctx, {
      action: 'role.create',
      subjectKind: 'role',
      subjectId: role.id,
      after: presentRole(created),
    });
    return present(created, presentRole);
  },
});

export const updateRole = defineRoute({
  method: 'patch',
  path: '/roles/:id',
  summary: 'Update a role (partial); `permissions` replaces the list',
  tags,
  before: manageAccess,
  request: { params: idParamsSchema, body: updateRoleSchema },
  responses: { 200: one },
  errors: [401, 403, 404, 419],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { params, body } = ctx.state.input;
    const { permissions, ...fields } = body;
    const role = await loadRole(trx, params.id);
    if (fields.name !== undefined && fields.name !== role.name && BUILT_IN.includes(role.name)) {
      throw validationFailed({ name: [`The ${role.name} role cannot be renamed.`] });
    }
    if (Object.keys(fields).length > 0) await Role.query(trx).findById(role.id).patch(fields);
    if (permissions) await grant(trx, role.id, permissions);
    const updated = await loadRole(trx, role.id);
    await recordAudit(trx, ctx, {
      action: 'role.update',
      subjectKind: 'role',
      subjectId: role.id,
      before: presentRole(role),
      after: presentRole(updated),
    });
    return present(updated, presentRole);
  },
});

export const deleteRole = defineRoute({
  method: 'delete',
  path: '/roles/:id',
  summary: 'Delete a role (its users lose it)',
  tags,
  before: manageAccess,
  request: { params: idParamsSchema },
  responses: { 204: null },
  errors: [401, 403, 404, 419],
  transaction: true,
  handler: async (ctx) => {
    const role = await loadRole(ctx.state.trx, ctx.state.input.params.id);
    if (BUILT_IN.includes(role.name))
      throw validationFailed({ name: [`The ${role.name} role cannot be deleted.`] });
    await Role.query(ctx.state.trx).deleteById(role.id);
    await recordAudit(ctx.state.trx, ctx, {
      action: 'role.delete',
      subjectKind: 'role',
      subjectId: role.id,
      before: presentRole(role),
    });
  },
});

import {
  createPermissionSchema,
  dataEnvelope,
  idParamsSchema,
  pageEnvelope,
  paginationQuerySchema,
  permissionSchema,
  updatePermissionSchema,
} from '@exceed/contract';
import { recordAudit } from '../../audit/record-audit.ts';
import { defineRoute } from '../../http/define-route.ts';
import { paginate } from '../../http/pagination.ts';
import { isoDate, present, presentPage } from '../../http/presenter.ts';
import { Permission } from '../../models/permission.ts';
import { manageAccess } from './manage-access.ts';

const presentPermission = (permission: Permission) => ({
  id: permission.id,
  name: permission.name,
  description: permission.description,
  createdAt: isoDate(permission.createdAt),
  updatedAt: isoDate(permission.updatedAt),
});

const tags = ['Permissions'];
const one = dataEnvelope(permissionSchema);

export const listPermissions = defineRoute({
  method: 'get',
  path: '/permissions',
  summary: 'List permissions',
  tags,
  before: manageAccess,
  request: { query: paginationQuerySchema },
  responses: { 200: pageEnvelope(permissionSchema) },
  errors: [401, 403],
  transaction: true,
  handler: async (ctx) =>
    presentPage(
      await paginate(Permission.query(ctx.state.trx).orderBy('name'), ctx.state.input.query),
      presentPermission,
    ),
});

export const showPermission = defineRoute({
  method: 'get',
  path: '/permissions/:id',
  summary: 'Show a permission',
  tags,
  before: manageAccess,
  request: { params: idParamsSchema },
  responses: { 200: one },
  errors: [401, 403, 404],
  transaction: true,
  handler: async (ctx) =>
    present(
      await Permission.query(ctx.state.trx).findById(ctx.state.input.params.id).throwIfNotFound(),
      presentPermission,
    ),
});

export const createPermission = defineRoute({
  method: 'post',
  path: '/permissions',
  summary: 'Create a permission',
  tags,
  before: manageAccess,
  request: { body: createPermissionSchema },
  responses: { 201: one },
  errors: [401, 403, 419],
  transaction: true,
  status: 201,
  handler: async (ctx) => {
    const permission = await Permission.query(ctx.state.trx).insertAndFetch(ctx.state.input.body);
    await recordAudit(ctx.state.trx, ctx, {
      action: 'permission.create',
      subjectKind: 'permission',
      subjectId: permission.id,
      after: presentPermission(permission),
    });
    return present(permission, presentPermission);
  },
});

export const updatePermission = defineRoute({
  method: 'patch',
  path: '/permissions/:id',
  summary: 'Update a permission (partial)',
  tags,
  before: manageAccess,
  request: { params: idParamsSchema, body: updatePermissionSchema },
  responses: { 200: one },
  errors: [401, 403, 404, 419],
  transaction: true,
  handler: async (ctx) => {
    const { params, body } = ctx.state.input;
    const { trx } = ctx.state;
    const before = await Permission.query(trx).findById(params.id).throwIfNotFound();
    const permission = await Permission.query(trx).patchAndFetchById(params.id, body).throwIfNotFound();
    await recordAudit(trx, ctx, {
      action: 'permission.update',
      subjectKind: 'permission',
      subjectId: permission.id,
      before: presentPermission(before),
      after: presentPermission(permission),
    });
    return present(permission, presentPermission);
  },
});

export const deletePermission = defineRoute({
  method: 'delete',
  path: '/permissions/:id',
  summary: 'Delete a permission (roles lose it)',
  tags,
  before: manageAccess,
  request: { params: idParamsSchema },
  responses: { 204: null },
  errors: [401, 403, 404, 419],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const permission = await Permission.query(trx).findById(ctx.state.input.params.id).throwIfNotFound();
    await Permission.query(trx).deleteById(permission.id);
    await recordAudit(trx, ctx, {
      action: 'permission.delete',
      subjectKind: 'permission',
      subjectId: permission.id,
      before: presentPermission(permission),
    });
  },
});

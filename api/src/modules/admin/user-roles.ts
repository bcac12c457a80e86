import {
  ADMIN_MESSAGES,
  dataEnvelope,
  grantRoleSchema,
  idParamsSchema,
  userRoleParamsSchema,
  userSchema,
} from '@exceed/contract';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { recordAudit } from '../../audit/record-audit.ts';
import { grantRole, revokeRole } from '../../auth/user-roles.ts';
import { notFound, validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import type { User } from '../../models/user.ts';
import { actorOf } from '../../policies/actor.ts';
import { adminPolicy } from '../../policies/admin-policy.ts';
import { presentUserFor, userFields } from '../../presenters/present-user.ts';
import { adminAccess, tags } from './admin-access.ts';
import { findUser } from './find-user.ts';

/** Writes the audit row of a role change and answers the user as they now are. */
async function audited(ctx: Context, trx: Knex.Transaction, user: User, action: string) {
  const after = await findUser(trx, user.id);
  await recordAudit(trx, ctx, {
    action,
    subjectKind: 'user',
    subjectId: user.id,
    before: userFields(user),
    after: userFields(after),
  });
  return present(after, presentUserFor(await actorOf(ctx, trx)));
}

/** POST /v1/admin/users/:id/roles `{ role }`: grants a global role (by name); granting it twice is one grant. */
export const grantUserRole = defineRoute({
  method: 'post',
  path: '/admin/users/:id/roles',
  summary: 'Grant a global role to a user',
  tags,
  before: adminAccess,
  request: { params: idParamsSchema, body: grantRoleSchema },
  responses: { 200: dataEnvelope(userSchema) },
  errors: [401, 403, 404, 419],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const user = await findUser(trx, ctx.state.input.params.id);
    if (!(await grantRole(trx, user.id, ctx.state.input.body.role))) {
      throw validationFailed({ role: [ADMIN_MESSAGES.unknownRole] });
    }
    return audited(ctx, trx, user, 'user.grant-role');
  },
});

/**
 * DELETE /v1/admin/users/:id/roles/:role: revokes a global role. A super-admin cannot revoke their own
 * super-admin role (422): the platform would risk having no operator left.
 */
export const revokeUserRole = defineRoute({
  method: 'delete',
  path: '/admin/users/:id/roles/:role',
  summary: 'Revoke a global role from a user',
  tags,
  before: adminAccess,
  request: { params: userRoleParamsSchema },
  responses: { 200: dataEnvelope(userSchema) },
  errors: [401, 403, 404, 419],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { id, role: name } = ctx.state.input.params;
    const user = await findUser(trx, id);
    if (!adminPolicy.revokeRole(await actorOf(ctx, trx), user, name)) {
      throw validationFailed({ role: [ADMIN_MESSAGES.ownSuperAdmin] });
    }
    if (!(await revokeRole(trx, user.id, name))) throw notFound();
    return audited(ctx, trx, user, 'user.revoke-role');
  },
});

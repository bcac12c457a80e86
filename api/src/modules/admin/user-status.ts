import { ADMIN_MESSAGES, dataEnvelope, idParamsSchema, userSchema } from '@exceed/contract';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { recordAudit } from '../../audit/record-audit.ts';
import { endAllSessions } from '../../auth/sessions.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { User } from '../../models/user.ts';
import { actorOf } from '../../policies/actor.ts';
import { adminPolicy } from '../../policies/admin-policy.ts';
import { presentUserFor, userFields } from '../../presenters/present-user.ts';
import { adminAccess, tags } from './admin-access.ts';
import { findUser } from './find-user.ts';

/**
 * POST /v1/admin/users/:id/suspend: the account can no longer sign in, and every session it has ends now
 * (its next request is a 401). Suspending an account already suspended changes nothing.
 */
export const suspendUser = defineRoute({
  method: 'post',
  path: '/admin/users/:id/suspend',
  summary: 'Suspend a user (their sessions end)',
  tags,
  before: adminAccess,
  request: { params: idParamsSchema },
  responses: { 200: dataEnvelope(userSchema) },
  errors: [401, 403, 404, 419],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const user = await findUser(trx, ctx.state.input.params.id);
    const actor = await actorOf(ctx, trx);
    if (!adminPolicy.suspendUser(actor, user)) {
      throw validationFailed({ id: [ADMIN_MESSAGES.ownSuspension] });
    }
    return present(await setStatus(ctx, trx, user, 'suspended'), presentUserFor(actor));
  },
});

/** POST /v1/admin/users/:id/reactivate: a suspended account may sign in again (as active). */
export const reactivateUser = defineRoute({
  method: 'post',
  path: '/admin/users/:id/reactivate',
  summary: 'Reactivate a suspended user',
  tags,
  before: adminAccess,
  request: { params: idParamsSchema },
  responses: { 200: dataEnvelope(userSchema) },
  errors: [401, 403, 404, 419],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const user = await findUser(trx, ctx.state.input.params.id);
    return present(await setStatus(ctx, trx, user, 'active'), presentUserFor(await actorOf(ctx, trx)));
  },
});

/** Moves the account to `status` and writes the audit row; a suspension also ends every session. */
async function setStatus(ctx: Context, trx: Knex.Transaction, user: User, status: 'active' | 'suspended') {
  const before = userFields(user);
  if (user.status !== status) {
    await User.query(trx).findById(user.id).patch({ status });
    if (status === 'suspended') await endAllSessions(trx, user.id);
    const after = await findUser(trx, user.id);
    await recordAudit(trx, ctx, {
      action: status === 'suspended' ? 'user.suspend' : 'user.reactivate',
      subjectKind: 'user',
      subjectId: user.id,
      before,
      after: userFields(after),
    });
    return after;
  }
  return user;
}

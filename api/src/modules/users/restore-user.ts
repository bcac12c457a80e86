import { dataEnvelope, idParamsSchema, userSchema } from '@exceed/contract';
import { recordAudit } from '../../audit/record-audit.ts';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { User } from '../../models/user.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { userPolicy } from '../../policies/user-policy.ts';
import { presentUserFor, userFields } from '../../presenters/present-user.ts';
import { findVisibleUser } from './find-user.ts';

/** POST /v1/users/:id/restore: brings a deleted user back (administrators). */
export const restoreUser = defineRoute({
  method: 'post',
  path: '/users/:id/restore',
  summary: 'Restore a deleted user',
  tags: ['Users'],
  before: [authenticate()],
  request: { params: idParamsSchema },
  responses: { 200: dataEnvelope(userSchema) },
  errors: [401, 403, 404, 419],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const actor = await actorOf(ctx, trx);
    authorize(userPolicy.restore(actor));
    const { user } = await findVisibleUser(ctx, trx, ctx.state.input.params.id, { deleted: true });
    await User.query(trx).findById(user.id).restore();
    const restored = await User.query(trx).findById(user.id).withGraphFetched('roles').throwIfNotFound();
    await recordAudit(trx, ctx, {
      action: 'user.restore',
      subjectKind: 'user',
      subjectId: user.id,
      before: userFields(user),
      after: userFields(restored),
    });
    return present(restored, presentUserFor(actor));
  },
});

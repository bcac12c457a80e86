import { idParamsSchema } from '@exceed/contract';
import { recordAudit } from '../../audit/record-audit.ts';
import { authenticate } from '../../auth/authenticate.ts';
import { endAllSessions } from '../../auth/sessions.ts';
import { defineRoute } from '../../http/define-route.ts';
import { User } from '../../models/user.ts';
import { userPolicy } from '../../policies/user-policy.ts';
import { userFields } from '../../presenters/present-user.ts';
import { loadUser, mayView } from './find-user.ts';

/** DELETE /v1/users/:id: soft delete (restorable by an administrator); every session ends at once. */
export const deleteUser = defineRoute({
  method: 'delete',
  path: '/users/:id',
  summary: 'Delete a user (soft)',
  tags: ['Users'],
  before: [authenticate()],
  request: { params: idParamsSchema },
  responses: { 204: null },
  errors: [401, 403, 404, 419],
  transaction: true,
  access: {
    load: (ctx, db) => loadUser(ctx, db, ctx.state.input.params.id),
    allow: (loaded) => mayView(loaded) && userPolicy.delete(loaded.actor, loaded.user),
  },
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { user } = ctx.state.loaded;
    await User.query(trx).findById(user.id).softDelete();
    await endAllSessions(trx, user.id);
    await recordAudit(trx, ctx, {
      action: 'user.delete',
      subjectKind: 'user',
      subjectId: user.id,
      before: userFields(user),
    });
  },
});

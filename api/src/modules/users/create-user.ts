import { createUserSchema, dataEnvelope, userSchema } from '@exceed/contract';
import { recordAudit } from '../../audit/record-audit.ts';
import { authenticate } from '../../auth/authenticate.ts';
import { assertIdentifiersFree } from '../../auth/registration.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { User } from '../../models/user.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { userPolicy } from '../../policies/user-policy.ts';
import { presentUserFor, userFields } from '../../presenters/present-user.ts';
import { saveUser } from './save-user.ts';

/** POST /v1/users: an administrator creates an account (people sign up through /v1/auth). */
export const createUser = defineRoute({
  method: 'post',
  path: '/users',
  summary: 'Create a user',
  tags: ['Users'],
  before: [authenticate()],
  request: { body: createUserSchema },
  responses: { 201: dataEnvelope(userSchema) },
  errors: [401, 403, 419],
  transaction: true,
  status: 201,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const actor = await actorOf(ctx, trx);
    authorize(userPolicy.create(actor));
    const { username, email, status, colorMode, defaultTenantSlug, ...rest } = ctx.state.input.body;
    await assertIdentifiersFree(trx, { email, username });
    const user = await User.query(trx).insertAndFetch({
      username,
      email,
      status,
      colorMode,
      defaultTenantSlug: defaultTenantSlug ?? null,
    });
    await saveUser(trx, user.id, rest);
    const saved = await User.query(trx)
      .findById(user.id)
      .withGraphFetched('[roles, profile, coachProfile]')
      .throwIfNotFound();
    await recordAudit(trx, ctx, {
      action: 'user.create',
      subjectKind: 'user',
      subjectId: saved.id,
      after: userFields(saved),
    });
    return present(saved, presentUserFor(actor));
  },
});

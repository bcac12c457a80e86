import { authenticate } from '../../auth/authenticate.ts';
import { assertIdentifiersFree } from '../../auth/registration.ts';
import { dataEnvelope, idParamsSchema, updateUserSchema, userSchema } from '../../contract/index.ts';
import { defineRoute, type HttpMethod } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { User } from '../../models/user.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { userPolicy } from '../../policies/user-policy.ts';
import { presentUser } from '../../presenters/present-user.ts';
import { findVisibleUser } from './find-user.ts';
import { saveUser } from './save-user.ts';

/**
 * PATCH (and PUT) /v1/users/:id: a partial update, nested objects too (the settings cards send only what
 * changed). Answers the user with profile and coach profile.
 */
const updateUserRoute = (method: Extract<HttpMethod, 'patch' | 'put'>) =>
  defineRoute({
    method,
    path: '/users/:id',
    summary: 'Update a user (partial)',
    tags: ['Users'],
    before: [authenticate()],
    request: { params: idParamsSchema, body: updateUserSchema },
    responses: { 200: dataEnvelope(userSchema) },
    errors: [401, 403, 404, 419],
    transaction: true,
    handler: async (ctx) => {
      const { trx } = ctx.state;
      const { params, body } = ctx.state.input;
      const actor = await actorOf(ctx, trx);
      const user = await findVisibleUser(trx, actor, params.id);
      authorize(userPolicy.update(actor, user, body));
      await assertIdentifiersFree(trx, { email: body.email, username: body.username }, user.id);
      await saveUser(trx, user.id, body);
      const saved = await User.query(trx)
        .findById(user.id)
        .withGraphFetched('[roles, profile, coachProfile]')
        .throwIfNotFound();
      return present(saved, presentUser);
    },
  });

export const updateUser = updateUserRoute('patch');
export const replaceUser = updateUserRoute('put');

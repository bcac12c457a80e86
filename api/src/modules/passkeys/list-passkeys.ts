import { passkeyListSchema } from '@exceed/contract';
import { authenticate, currentUser } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { Passkey } from '../../models/passkey.ts';
import { presentPasskey } from '../../presenters/present-passkey.ts';

/**
 * GET /v1/auth/passkeys: the caller's passkeys, oldest first. A person has a handful, so the list is
 * whole, like the saved cards of /v1/payments/payment-methods, with no pages.
 */
export const listPasskeys = defineRoute({
  method: 'get',
  path: '/auth/passkeys',
  summary: 'List my passkeys',
  tags: ['Passkeys'],
  before: [authenticate()],
  responses: { 200: passkeyListSchema },
  errors: [401],
  handler: async (ctx) => {
    const passkeys = await Passkey.query(ctx.knex)
      .where({ userId: currentUser(ctx).id })
      .orderBy([{ column: 'createdAt' }, { column: 'id' }]);
    return { data: passkeys.map(presentPasskey) };
  },
});

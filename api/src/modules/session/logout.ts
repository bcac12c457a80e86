import { authenticate } from '../../auth/authenticate.ts';
import { endSession } from '../../auth/sessions.ts';
import { defineRoute } from '../../http/define-route.ts';

/** POST /v1/logout: ends the session or token it is called with; it stops working at once. */
export const logout = defineRoute({
  method: 'post',
  path: '/logout',
  summary: 'Sign out',
  tags: ['Session'],
  responses: { 204: null },
  errors: [401, 419],
  before: [authenticate()],
  transaction: true,
  handler: async (ctx) => {
    const session = ctx.state.auth?.session;
    if (session) await endSession(ctx, ctx.state.trx, session);
  },
});

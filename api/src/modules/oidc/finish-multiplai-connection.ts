import { oidcCallbackQuerySchema } from '@exceed/contract';
import { defineRoute } from '../../http/define-route.ts';
import { OAuthConnection } from '../../models/oauth-connection.ts';
import { User } from '../../models/user.ts';
import { requireProvider } from './configured-provider.ts';
import { multiplaiFailure, multiplaiLanding } from './multiplai-landing.ts';
import { finishRoundTrip } from './provider-round-trip.ts';
import { saveConnection } from './save-connection.ts';

/**
 * GET /v1/auth/connect/multiplai/callback: multiplai sends the browser back; the account is connected to
 * the user who started (the state names them, so no session is needed here).
 */
export const finishMultiplaiConnection = defineRoute({
  method: 'get',
  path: '/auth/connect/multiplai/callback',
  summary: 'Finish connecting a multiplai account',
  description:
    'The redirect URI registered at multiplai. Stores the connection and its tokens, then 302s to the ' +
    'saved redirect, else /c/apps/multiplai (coach) or /b/apps/multiplai. Failures, and a multiplai ' +
    'account already connected to someone else, 302 to the multiplai page of the area that started ' +
    "(the saved redirect's, else the user's) with `?error=multiplai`. 404 when multiplai is not " +
    'configured.',
  tags: ['Multiplai'],
  responses: { 302: null },
  errors: [404],
  before: [requireProvider('multiplai')],
  request: { query: oidcCallbackQuerySchema },
  transaction: true,
  handler: async (ctx) => {
    const trx = ctx.state.trx;
    const finished = await finishRoundTrip(ctx, trx, 'multiplai', ctx.state.input.query.state);
    const userId = finished.flow?.userId;
    const user = userId ? await User.query(trx).findById(userId).withGraphFetched('roles') : undefined;
    const failed = () => ctx.redirect(multiplaiFailure(user, finished.flow?.redirect));
    if (!finished.ok || !user || user.status === 'suspended') {
      failed();
      return;
    }
    const { identity, tokens } = finished.result;
    const holder = await OAuthConnection.query(trx).findOne({
      provider: 'multiplai',
      subject: identity.subject,
    });
    if (holder && holder.userId !== user.id) {
      ctx.log.info({ userId: user.id }, 'multiplai account already connected to another user');
      failed();
      return;
    }
    await saveConnection(trx, user.id, 'multiplai', identity.subject, tokens);
    ctx.redirect(multiplaiLanding(user, finished.flow.redirect));
  },
});

import { idParamsSchema } from '@exceed/contract';
import { authenticate, currentUser } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { enqueueMail } from '../../mail/mail-queue.ts';
import { securityChangeMail } from '../../mail/security-messages.ts';
import { passkeyPolicy } from '../../policies/passkey-policy.ts';
import { lockOwnPasskey } from './own-passkey.ts';

/**
 * DELETE /v1/auth/passkeys/:id: removes one of the caller's passkeys for good (nothing to restore: a
 * new one is a click away). Sessions it signed in stay: ending them is what signing out elsewhere is for.
 * The account's address is told.
 */
export const removePasskey = defineRoute({
  method: 'delete',
  path: '/auth/passkeys/:id',
  summary: 'Remove a passkey',
  tags: ['Passkeys'],
  before: [authenticate()],
  request: { params: idParamsSchema },
  responses: { 204: null },
  errors: [401, 404, 419],
  transaction: true,
  access: {
    load: (ctx, db) => lockOwnPasskey(ctx, db, ctx.state.input.params.id),
    allow: ({ passkey, actor }) => passkeyPolicy.own(actor, passkey),
  },
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { passkey } = ctx.state.loaded;
    await passkey.$query(trx).delete();
    await enqueueMail(
      trx,
      securityChangeMail(
        currentUser(ctx).email,
        'passkey-removed',
        `Its name: ${passkey.name}.`,
        ctx.config.appUrl,
      ),
    );
  },
});

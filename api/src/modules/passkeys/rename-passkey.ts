import { idParamsSchema, passkeyEnvelopeSchema, renamePasskeySchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { passkeyPolicy } from '../../policies/passkey-policy.ts';
import { presentPasskey } from '../../presenters/present-passkey.ts';
import { lockOwnPasskey } from './own-passkey.ts';

/** PATCH /v1/auth/passkeys/:id: renames one of the caller's passkeys. */
export const renamePasskey = defineRoute({
  method: 'patch',
  path: '/auth/passkeys/:id',
  summary: 'Rename a passkey',
  tags: ['Passkeys'],
  before: [authenticate()],
  request: { params: idParamsSchema, body: renamePasskeySchema },
  responses: { 200: passkeyEnvelopeSchema },
  errors: [401, 404, 419],
  transaction: true,
  access: {
    load: (ctx, db) => lockOwnPasskey(ctx, db, ctx.state.input.params.id),
    allow: ({ passkey, actor }) => passkeyPolicy.own(actor, passkey),
  },
  handler: async (ctx) => {
    const passkey = await ctx.state.loaded.passkey.$query(ctx.state.trx).patchAndFetch(ctx.state.input.body);
    return present(passkey, presentPasskey);
  },
});

import { addPasskeySchema, PASSKEY_MESSAGES, passkeyEnvelopeSchema } from '@exceed/contract';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { authenticate, currentUser } from '../../auth/authenticate.ts';
import { markSecondFactor, verifyRegistration } from '../../auth/passkeys.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { enqueueMail } from '../../mail/mail-queue.ts';
import { securityChangeMail } from '../../mail/security-messages.ts';
import { Passkey } from '../../models/passkey.ts';
import { presentPasskey } from '../../presenters/present-passkey.ts';

/**
 * POST /v1/auth/passkeys: keeps the passkey the browser just made. Making it needed the user's
 * verification on the authenticator, so this session has now proved a second factor. The account's
 * address is told, in the same transaction.
 */
export const addPasskey = defineRoute({
  method: 'post',
  path: '/auth/passkeys',
  summary: 'Add a passkey',
  description:
    '`response` is what navigator.credentials.create() answered (RegistrationResponseJSON) to the options of POST /v1/auth/passkeys/registration-options.',
  tags: ['Passkeys'],
  before: [authenticate()],
  request: { body: addPasskeySchema },
  responses: { 201: passkeyEnvelopeSchema },
  errors: [401, 419],
  status: 201,
  handler: async (ctx) => {
    const user = currentUser(ctx);
    const { name, response } = ctx.state.input.body;
    const refused = () => validationFailed({ response: [PASSKEY_MESSAGES.registrationFailed] });
    const credential = await verifyRegistration(
      ctx.knex,
      user,
      response as unknown as RegistrationResponseJSON,
      ctx.config.appUrl,
    );
    if (!credential) throw refused();
    return ctx.knex.transaction(async (trx) => {
      const taken = await Passkey.query(trx).findOne({ credentialId: credential.credentialId });
      if (taken) throw refused();
      const passkey = await Passkey.query(trx).insertAndFetch({
        userId: user.id,
        ...credential,
        name: name ?? PASSKEY_MESSAGES.defaultName,
      });
      const session = ctx.state.auth?.session;
      if (session) await markSecondFactor(trx, session);
      await enqueueMail(
        trx,
        securityChangeMail(user.email, 'passkey-added', `Its name: ${passkey.name}.`, ctx.config.appUrl),
      );
      return present(passkey, presentPasskey);
    });
  },
});

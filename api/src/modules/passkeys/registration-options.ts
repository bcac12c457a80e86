import { passkeyOptionsSchema } from '@exceed/contract';
import { authenticate, currentUser } from '../../auth/authenticate.ts';
import { registrationOptions } from '../../auth/passkeys.ts';
import { defineRoute } from '../../http/define-route.ts';

/** POST /v1/auth/passkeys/registration-options: what the browser needs to make a passkey (5 minutes). */
export const passkeyRegistrationOptions = defineRoute({
  method: 'post',
  path: '/auth/passkeys/registration-options',
  summary: 'Start adding a passkey',
  description:
    'Answers PublicKeyCredentialCreationOptionsJSON for navigator.credentials.create() (@simplewebauthn/browser startRegistration); its challenge works once, for 5 minutes.',
  tags: ['Passkeys'],
  before: [authenticate()],
  responses: { 200: passkeyOptionsSchema },
  errors: [401, 419],
  handler: async (ctx) => ({
    data: await registrationOptions(ctx.knex, currentUser(ctx), ctx.config.appUrl),
  }),
});

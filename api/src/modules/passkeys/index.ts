import type { ApiModule } from '../../http/api-module.ts';
import { addPasskey } from './add-passkey.ts';
import { listPasskeys } from './list-passkeys.ts';
import { passkeySignIn } from './passkey-sign-in.ts';
import { passkeyRegistrationOptions } from './registration-options.ts';
import { removePasskey } from './remove-passkey.ts';
import { renamePasskey } from './rename-passkey.ts';
import { passkeySignInOptions } from './sign-in-options.ts';

/** Passkeys (WebAuthn): added and removed by their owner, and a way to sign in (decision 0097). */
export const passkeysModule: ApiModule = {
  name: 'passkeys',
  routes: [
    passkeyRegistrationOptions,
    addPasskey,
    listPasskeys,
    renamePasskey,
    removePasskey,
    passkeySignInOptions,
    passkeySignIn,
  ],
};

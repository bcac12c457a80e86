import type { ApiModule } from '../../http/api-module.ts';
import {
  confirmAuthenticatorApp,
  disableAuthenticatorApp,
  renewRecoveryCodes,
  showSecondFactor,
  startAuthenticatorApp,
} from './authenticator-app.ts';
import { secondFactorSignIn } from './second-factor-sign-in.ts';

/**
 * A second factor (decision 0096): the second step of a sign-in, and the user's authenticator app and
 * recovery codes. Passkeys are their own module.
 */
export const secondFactorModule: ApiModule = {
  name: 'second-factor',
  routes: [
    secondFactorSignIn,
    showSecondFactor,
    startAuthenticatorApp,
    confirmAuthenticatorApp,
    disableAuthenticatorApp,
    renewRecoveryCodes,
  ],
};

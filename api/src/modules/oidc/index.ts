import type { ApiModule } from '../../http/api-module.ts';
import { deleteMultiplaiConnection } from './delete-multiplai-connection.ts';
import { finishMultiplaiConnection } from './finish-multiplai-connection.ts';
import { finishOidcSignIn } from './finish-oidc-sign-in.ts';
import { listSignInProviders } from './list-sign-in-providers.ts';
import { showMultiplaiConnection } from './show-multiplai-connection.ts';
import { startMultiplaiConnection } from './start-multiplai-connection.ts';
import { startOidcSignIn } from './start-oidc-sign-in.ts';

/**
 * OpenID Connect clients (DESIGN.md): sign-in with the external provider (OIDC_*) and the multiplai
 * connection (MULTIPLAI_*). A provider the environment does not configure has no routes (404).
 */
export const oidcModule: ApiModule = {
  name: 'oidc',
  routes: [
    listSignInProviders,
    startOidcSignIn,
    finishOidcSignIn,
    startMultiplaiConnection,
    finishMultiplaiConnection,
    showMultiplaiConnection,
    deleteMultiplaiConnection,
  ],
};

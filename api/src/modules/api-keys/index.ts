import type { ApiModule } from '../../http/api-module.ts';
import { createApiKey } from './create-api-key.ts';
import { listApiKeys } from './list-api-keys.ts';
import { revokeApiKey } from './revoke-api-key.ts';

/** API keys: made, listed and revoked by their owners (decision 0118); requests carry them as bearer tokens. */
export const apiKeysModule: ApiModule = {
  name: 'api-keys',
  routes: [listApiKeys, createApiKey, revokeApiKey],
};

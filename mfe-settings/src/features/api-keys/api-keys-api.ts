import type { ApiKeyList, ApiKeyResource, CreateApiKeyInput, One } from '@exceed/contract';
import { api, useApi } from '@exceed/session';

const apiKeysPath = '/api-keys';

/** GET /v1/api-keys: the user's keys and their teams' keys, with the teams they may make keys for. */
export function useApiKeys() {
  return useApi<ApiKeyList>(apiKeysPath);
}

/** POST /v1/api-keys: the new key with its secret (`token`), shown this once. */
export async function createApiKey(body: CreateApiKeyInput) {
  const made = await api.post<One<ApiKeyResource & { token: string }>>(apiKeysPath, body, {
    revalidates: [apiKeysPath],
  });
  return made.data;
}

/** DELETE /v1/api-keys/{id}: the key stops working at once. */
export function revokeApiKey(id: string) {
  return api.delete(`${apiKeysPath}/${id}`, { revalidates: [apiKeysPath] });
}

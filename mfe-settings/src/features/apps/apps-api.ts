import type { MultiplaiConnectionResource, One } from '@exceed/contract';
import { api, useApi } from '@exceed/session';

/**
 * GET /v1/auth/connect/multiplai: whether the signed-in user's multiplai account is connected, and since
 * when. A deployment without MULTIPLAI_* answers 404.
 */
export function useMultiplaiConnection() {
  return useApi<One<MultiplaiConnectionResource>>('/auth/connect/multiplai');
}

/**
 * DELETE /v1/auth/connect/multiplai: forgets the connection and its tokens. Revalidates the cached /auth
 * reads, among them the connection above.
 */
export function disconnectMultiplai() {
  return api.delete('/auth/connect/multiplai');
}

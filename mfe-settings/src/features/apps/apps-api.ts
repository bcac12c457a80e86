import type { MultiplaiConnectionResource, One } from '@exceed/contract';
import { api, useApi } from '@exceed/session';

const connectionPath = '/auth/connect/multiplai';

/**
 * GET /v1/auth/connect/multiplai: whether the signed-in user's multiplai account is connected, and since
 * when. A deployment without MULTIPLAI_* answers 404.
 */
export function useMultiplaiConnection() {
  return useApi<One<MultiplaiConnectionResource>>(connectionPath);
}

/** DELETE /v1/auth/connect/multiplai: forgets the connection and its tokens; the connection above changes. */
export function disconnectMultiplai() {
  return api.delete(connectionPath, { revalidates: [connectionPath] });
}

import type { ApiKeyResource } from '@exceed/contract';
import { isoDate } from '../http/presenter.ts';
import type { ApiKey } from '../models/api-key.ts';

/** What a key's list row names besides the key: its team and who made it. */
export interface ApiKeyParties {
  team: { id: string; name: string } | null;
  createdBy: { id: string; name: string };
}

/** A key as its owners list it: never its secret or hash, only the first characters of the secret. */
export function presentApiKey(key: ApiKey, parties: ApiKeyParties): ApiKeyResource {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    scopes: key.scopes,
    team: parties.team,
    createdBy: parties.createdBy,
    createdAt: isoDate(key.createdAt),
    lastUsedAt: isoDate(key.lastUsedAt),
    expiresAt: isoDate(key.expiresAt),
  };
}

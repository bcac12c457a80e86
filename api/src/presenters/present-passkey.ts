import type { PasskeyResource } from '@exceed/contract';
import { isoDate } from '../http/presenter.ts';
import type { Passkey } from '../models/passkey.ts';

/** A passkey as its owner sees it: never its key or credential id. */
export function presentPasskey(passkey: Passkey): PasskeyResource {
  return {
    id: passkey.id,
    name: passkey.name,
    createdAt: isoDate(passkey.createdAt),
    lastUsedAt: isoDate(passkey.lastUsedAt),
    backedUp: passkey.backedUp,
  };
}

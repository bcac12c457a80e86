import type { MultiplaiConnectionResource } from '@exceed/contract';
import { isoDate } from '../http/presenter.ts';
import type { OAuthConnection } from '../models/oauth-connection.ts';

/** A user's multiplai connection as the contract shows it: whether and since when, never the tokens. */
export function presentMultiplaiConnection(
  connection: OAuthConnection | undefined,
): MultiplaiConnectionResource {
  if (!connection) return { connected: false, connectedAt: null };
  return { connected: true, connectedAt: isoDate(connection.createdAt) };
}

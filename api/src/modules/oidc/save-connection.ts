import type { Knex } from 'knex';
import { OAuthConnection } from '../../models/oauth-connection.ts';
import type { ProviderTokens } from '../../oidc/oidc-client.ts';
import type { OidcProviderName } from '../../oidc/oidc-providers.ts';

/**
 * Stores a user's link to a provider account with the latest tokens: one link per user and provider, so a
 * new sign-in or connection replaces the tokens (and the account, if the user picked another one).
 */
export async function saveConnection(
  trx: Knex.Transaction,
  userId: string,
  provider: OidcProviderName,
  subject: string,
  tokens: ProviderTokens,
): Promise<void> {
  const existing = await OAuthConnection.query(trx).findOne({ userId, provider });
  if (existing)
    await OAuthConnection.query(trx)
      .findById(existing.id)
      .patch({ subject, ...tokens });
  else await OAuthConnection.query(trx).insert({ userId, provider, subject, ...tokens });
}

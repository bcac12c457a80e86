import type { Knex } from 'knex';
import { newApiKey } from '../auth/api-keys.ts';
import { ApiKey } from '../models/api-key.ts';
import type { Tenant } from '../models/tenant.ts';
import type { User } from '../models/user.ts';
import { DEMO_TENANT_SLUG } from './demo-data.ts';

const HOUR = 3_600_000;

/**
 * The demo coach's API keys, so Settings → Account shows both kinds: a team key a spreadsheet has used
 * this morning, and a personal one that expires. Their secrets were never shown to anyone: only hashes.
 */
export async function seedApiKeys(
  trx: Knex.Transaction,
  teams: Map<string, Tenant>,
  users: Map<string, User>,
): Promise<void> {
  const coach = users.get('demo-coach');
  const team = teams.get(DEMO_TENANT_SLUG);
  if (!coach || !team) throw new Error('demo: seed the accounts and teams first');
  const { tokenHash, prefix } = newApiKey();
  await ApiKey.query(trx).insert({
    userId: coach.id,
    tenantId: team.id,
    name: 'Bookings to the team spreadsheet',
    tokenHash,
    prefix,
    scopes: ['bookings:read', 'workshops:read'],
    lastUsedAt: new Date(Date.now() - 2 * HOUR),
    createdAt: new Date(Date.now() - 40 * 24 * HOUR),
  });
  const personal = newApiKey();
  await ApiKey.query(trx).insert({
    userId: coach.id,
    tenantId: null,
    name: 'Calendar script',
    tokenHash: personal.tokenHash,
    prefix: personal.prefix,
    scopes: ['workshops:read'],
    expiresAt: new Date(Date.now() + 60 * 24 * HOUR),
  });
}

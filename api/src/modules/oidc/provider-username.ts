import { randomInt } from 'node:crypto';
import { RESERVED_USERNAMES } from '@exceed/contract';
import type { Knex } from 'knex';
import { User } from '../../models/user.ts';
import type { ProviderIdentity } from '../../oidc/oidc-client.ts';

// The username rule of the contract (usernameField): 4 to 20 of [a-z0-9_-], starting with a letter or digit.
const MIN_LENGTH = 4;
const MAX_LENGTH = 20;
const SUFFIX_LENGTH = 4;

/**
 * A free username for someone the provider signs up: their preferred username, else the local part of
 * their email, fitted to the rule ("José.Díaz" → "jose_diaz"), plus "-" and a short random suffix while
 * that is taken (by anyone, deleted users included, as the unique index counts them) or reserved for a
 * page of the site (RESERVED_USERNAMES: /login is not a coach's profile).
 */
export async function freeUsername(trx: Knex.Transaction, identity: ProviderIdentity): Promise<string> {
  const base = usernameBase(identity.preferredUsername ?? identity.email?.split('@')[0] ?? '');
  for (let attempt = 0; ; attempt += 1) {
    const candidate = attempt === 0 ? base : `${base.slice(0, MAX_LENGTH - SUFFIX_LENGTH - 1)}-${suffix()}`;
    const taken = await User.query(trx)
      .withDeleted()
      .whereRaw('lower(username) = ?', [candidate])
      .resultSize();
    if (taken === 0 && !isReserved(candidate)) return candidate;
  }
}

function usernameBase(source: string): string {
  const fitted = source
    .normalize('NFKD')
    .replace(/\p{M}/gu, '') // accents split off by NFKD
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '_')
    .replace(/^[_-]+/, '')
    .slice(0, MAX_LENGTH);
  return (fitted || 'user').padEnd(MIN_LENGTH, '0');
}

const suffix = (): string =>
  randomInt(36 ** SUFFIX_LENGTH)
    .toString(36)
    .padStart(SUFFIX_LENGTH, '0');

const isReserved = (name: string): boolean => (RESERVED_USERNAMES as readonly string[]).includes(name);

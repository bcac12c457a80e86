import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import type { ProviderIdentity } from '../../oidc/oidc-client.ts';
import { freeUsername } from './provider-username.ts';

const identity = (preferredUsername: string): ProviderIdentity => ({
  subject: `sub-${preferredUsername}`,
  email: undefined,
  emailVerified: false,
  givenName: undefined,
  familyName: undefined,
  preferredUsername,
});

const t = useApiTest();

describe('freeUsername', () => {
  it('never gives someone signed up by a provider a name reserved for a page of the site', async () => {
    const name = await t.db.knex.transaction((trx) =>
      freeUsername(trx, {
        subject: 'sub-1',
        preferredUsername: 'Login',
        email: 'login@example.test',
      } as never),
    );
    expect(name).toMatch(/^login-[a-z0-9]{4}$/);
  });

  it('keeps a preferred name that is free and not reserved', async () => {
    const name = await t.db.knex.transaction((trx) => freeUsername(trx, identity('Ada.Lovelace')));
    expect(name).toBe('ada_lovelace');
  });
});

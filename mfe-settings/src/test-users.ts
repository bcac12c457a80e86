import type { SessionUser } from '@exceed/session';

/** The signed-in user of the remote's tests, with an address not yet verified. */
export const unverifiedUser: SessionUser = {
  id: 'u1',
  username: 'sam',
  email: 'sam@example.com',
  status: 'active',
  avatar: null,
  emailVerifiedAt: null,
  roles: [],
  abilities: { delete: true, suspend: false, reactivate: false, changeRoles: false, revokeSuperAdmin: false },
  defaultTenantSlug: null,
  hasPassword: true,
  profile: { firstName: 'Sam', lastName: 'Settings', socialAccounts: [] },
};

/** The same user once the address is verified. */
export const verifiedUser: SessionUser = { ...unverifiedUser, emailVerifiedAt: '2026-01-01T00:00:00.000Z' };

import type { SessionUser } from '@exceed/session';

/** The signed-in client of the shell's tests. */
export const testClient: SessionUser = {
  id: 'u1',
  username: 'demo-client',
  email: 'client@example.com',
  status: 'active',
  avatar: null,
  emailVerifiedAt: null,
  roles: [],
  abilities: { delete: true, suspend: false, reactivate: false, changeRoles: false, revokeSuperAdmin: false },
  defaultTenantSlug: null,
  hasPassword: true,
};

import type { SessionUser } from '@exceed/session';

/** The signed-in coach of the coach area's unit tests, as GET /v1/user answers them. */
export const coachUser = {
  id: 'u1',
  username: 'demo-coach',
  email: 'coach@example.com',
  status: 'active',
  avatar: null,
  emailVerifiedAt: null,
  defaultTenantSlug: 'exceed',
  hasPassword: true,
  roles: ['coach'],
  bookingMails: 'EACH',
  abilities: { delete: true, suspend: false, reactivate: false, changeRoles: false, revokeSuperAdmin: false },
} satisfies SessionUser;

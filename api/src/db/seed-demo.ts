import type { Knex } from 'knex';
import { hashPassword } from '../auth/secrets.ts';
import { ROLE_NAMES } from '../contract/index.ts';
import { CoachProfile } from '../models/coach-profile.ts';
import { Profile } from '../models/profile.ts';
import { Role } from '../models/role.ts';
import { Tenant } from '../models/tenant.ts';
import { TenantMember } from '../models/tenant-member.ts';
import { User } from '../models/user.ts';

/** The password of every demo account (sign-in by code works too: the code lands in DATA_DIR/outbox/). */
export const DEMO_PASSWORD = 'Password123';

/** The demo team every demo account belongs to. */
export const DEMO_TENANT_SLUG = 'exceed';

interface DemoAccount {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  roles: string[];
  headline: string;
}

const ACCOUNTS: DemoAccount[] = [
  {
    email: 'admin@example.com',
    username: 'admin',
    firstName: 'Ada',
    lastName: 'Admin',
    roles: [ROLE_NAMES.superAdmin],
    headline: 'Runs the Exceed marketplace',
  },
  {
    email: 'coach@example.com',
    username: 'demo-coach',
    firstName: 'Grace',
    lastName: 'Coach',
    roles: [ROLE_NAMES.coach],
    headline: 'AI strategy coach for small teams',
  },
  {
    email: 'client@example.com',
    username: 'demo-client',
    firstName: 'Alan',
    lastName: 'Client',
    roles: [],
    headline: 'Operations lead learning to ship with AI',
  },
];

/**
 * Demo data for a fresh database (DESIGN.md "Running it"): the `exceed` team, an administrator, a coach
 * with a full coach profile and a client, all active and verified, so `npm start` can be tried at once.
 * Does nothing when the database already has users, so a restart never duplicates or overwrites anything.
 * Answers whether it seeded.
 */
export async function seedDemo(knex: Knex): Promise<boolean> {
  return knex.transaction(async (trx) => {
    if ((await User.query(trx).withDeleted().resultSize()) > 0) return false;
    const tenant = await Tenant.query(trx).insertAndFetch({
      name: 'Exceed',
      slug: DEMO_TENANT_SLUG,
      email: 'team@example.com',
      plan: 'pro',
    });
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const account of ACCOUNTS) {
      const user = await User.query(trx).insertAndFetch({
        username: account.username,
        email: account.email,
        status: 'active',
        passwordHash,
        emailVerifiedAt: new Date(),
        defaultTenantSlug: tenant.slug,
        colorMode: 'auto',
      });
      await Profile.query(trx).insert({
        userId: user.id,
        firstName: account.firstName,
        lastName: account.lastName,
        headline: account.headline,
        country: 'US',
        socialAccounts: [
          { platform: 'linkedin', url: `https://www.linkedin.com/in/${account.username}`, order: 1 },
        ],
      });
      await TenantMember.query(trx).insert({ tenantId: tenant.id, userId: user.id, status: 'ACTIVE' });
      const roles = await Role.query(trx).whereIn('name', account.roles);
      if (roles.length > 0) {
        await trx('user_roles').insert(roles.map((role) => ({ user_id: user.id, role_id: role.id })));
      }
      if (account.roles.includes(ROLE_NAMES.coach)) await seedCoachProfile(trx, user.id);
    }
    return true;
  });
}

async function seedCoachProfile(trx: Knex.Transaction, userId: string): Promise<void> {
  await CoachProfile.query(trx).insert({
    userId,
    businessName: 'Exceed Coaching',
    specializations: ['AI strategy', 'Prompt engineering', 'Agents in production'],
    bio: 'I help founders and small teams put AI to work: from the first prompt to agents that run every day.',
    introductionVideo: 'https://www.youtube.com/watch?v=exceed-demo',
    experiences: [
      { title: 'Head of AI', company: 'Northwind', order: 1, years: 4, months: 6 },
      { title: 'Machine learning engineer', company: 'Contoso', order: 2, years: 3 },
    ],
    certifications: [
      {
        title: 'Machine Learning Specialty',
        issuingOrganization: 'Amazon Web Services',
        issuingDate: '2023-05-01',
        certificateUrl: null,
        order: 1,
      },
    ],
    completedBusinessAccelerator: true,
    completedVideoResources: true,
    completedQuizzes: true,
    completedConsultation: true,
  });
}

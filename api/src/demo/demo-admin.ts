import { DEFAULT_CURRENCY } from '@exceed/contract';
import type { Knex } from 'knex';
import { AuditEntry } from '../models/audit-entry.ts';
import type { Tenant } from '../models/tenant.ts';
import { TotpFactor } from '../models/totp-factor.ts';
import { User } from '../models/user.ts';
import { Workshop } from '../models/workshop.ts';
import { WorkshopTemplate } from '../models/workshop-template.ts';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_SECOND_TENANT_SLUG, DEMO_TENANT_SLUG } from './demo-data.ts';

const DAY = 86_400_000;

/**
 * What the admin area shows on a fresh demo (issue 22): records of several kinds in the trash, and the
 * audit log of the administrator's changes that put them there, spread over the last days. The
 * administrator has an authenticator app (DEMO_ADMIN_TOTP_SECRET), as the admin area needs.
 */
export async function seedAdminArea(
  trx: Knex.Transaction,
  teams: Map<string, Tenant>,
  users: Map<string, User>,
): Promise<void> {
  const admin = users.get('admin');
  const exceed = teams.get(DEMO_TENANT_SLUG);
  const northwind = teams.get(DEMO_SECOND_TENANT_SLUG);
  const coach = users.get('demo-coach');
  if (!admin || !exceed || !northwind || !coach) throw new Error('demo: seed the accounts and teams first');
  await TotpFactor.query(trx).insert({
    userId: admin.id,
    secret: DEMO_ADMIN_TOTP_SECRET,
    confirmedAt: new Date(),
    lastStep: null,
  });
  const now = Date.now();
  const former = await User.query(trx).insertAndFetch({
    username: 'former-client',
    email: 'former@example.com',
    status: 'active',
    colorMode: 'auto',
    defaultTenantSlug: exceed.slug,
  });
  await User.query(trx).findById(former.id).softDelete();
  const workshop = await Workshop.forTenant(exceed.id, trx).insert({
    coachId: coach.id,
    title: 'Retired: ChatGPT for spreadsheets',
    slug: 'retired-chatgpt-for-spreadsheets',
    priceMinor: 4900,
    maxSeats: 12,
    status: 'DRAFT',
  });
  await Workshop.forTenant(exceed.id, trx).findById(workshop.id).softDelete();
  const template = await WorkshopTemplate.forTenant(northwind.id, trx).insert({
    title: 'Old outline: prompt basics',
    slug: 'old-outline-prompt-basics',
    level: 'BEGINNER',
    priceMinor: 1500,
    currency: DEFAULT_CURRENCY,
    status: 'DRAFT',
  });
  await WorkshopTemplate.forTenant(northwind.id, trx).findById(template.id).softDelete();
  const entries: Array<Pick<AuditEntry, 'action' | 'subjectKind' | 'subjectId'> & Partial<AuditEntry>> = [
    {
      action: 'tenant.update',
      subjectKind: 'tenant',
      subjectId: northwind.id,
      before: { plan: 'free' },
      after: { plan: 'pro' },
    },
    { action: 'user.delete', subjectKind: 'user', subjectId: former.id, before: { email: former.email } },
    {
      action: 'template.delete',
      subjectKind: 'workshop-template',
      subjectId: template.id,
      before: { title: 'Old outline: prompt basics' },
    },
    {
      action: 'user.grant-role',
      subjectKind: 'user',
      subjectId: coach.id,
      before: { roles: [] },
      after: { roles: ['coach'] },
    },
  ];
  for (const [index, entry] of entries.entries()) {
    await AuditEntry.query(trx).insert({
      actorId: admin.id,
      before: entry.before ?? null,
      after: entry.after ?? null,
      action: entry.action,
      subjectKind: entry.subjectKind,
      subjectId: entry.subjectId,
      createdAt: new Date(now - (entries.length - index) * DAY),
    });
  }
}

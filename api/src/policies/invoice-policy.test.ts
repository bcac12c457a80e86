import type { TeamRole } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../models/invoice.ts';
import type { User } from '../models/user.ts';
import type { Actor } from './actor.ts';
import { invoicePolicy } from './invoice-policy.ts';

const TEAM = 'team-1';
const invoice = { tenantId: TEAM, payerId: 'payer', coachId: 'coach' } as Invoice;
const BOOKER = 'booker';

/** An actor by id, team role in the invoice's team (none: no member) and whether they hold the coach role. */
function actor(
  id: string,
  role: TeamRole | null,
  options: { coach?: boolean; superAdmin?: boolean } = {},
): Actor {
  return {
    user: { id } as User,
    superAdmin: options.superAdmin ?? false,
    superAdminRole: options.superAdmin ?? false,
    coach: options.coach ?? false,
    activeTenantIds: new Set(role ? [TEAM] : []),
    teamRoles: new Map(role ? [[TEAM, role]] : []),
  };
}

/** Who reads one invoice, and the workshop's list. */
const table: Array<[string, Actor, { view: boolean; workshop: boolean }]> = [
  ['its payer', actor('payer', null), { view: true, workshop: false }],
  ['its booking’s booker', actor(BOOKER, null), { view: true, workshop: false }],
  ['the workshop’s coach', actor('coach', 'member', { coach: true }), { view: true, workshop: true }],
  ['the coach, no longer a member', actor('coach', null, { coach: true }), { view: false, workshop: false }],
  ['another coach of the team', actor('other', 'member', { coach: true }), { view: false, workshop: false }],
  ['the team’s owner', actor('owner', 'owner'), { view: true, workshop: true }],
  ['the team’s admin', actor('admin', 'admin'), { view: true, workshop: true }],
  ['a super-admin', actor('root', null, { superAdmin: true }), { view: true, workshop: true }],
  ['a stranger', actor('stranger', null), { view: false, workshop: false }],
];

describe('invoicePolicy', () => {
  for (const [who, person, expected] of table) {
    it(`lets ${who} ${expected.view ? '' : 'not '}read it, and ${expected.workshop ? '' : 'not '}the workshop’s list`, () => {
      expect(invoicePolicy.view(person, invoice, BOOKER)).toBe(expected.view);
      expect(invoicePolicy.viewOfWorkshop(person, TEAM, invoice.coachId)).toBe(expected.workshop);
    });
  }
});

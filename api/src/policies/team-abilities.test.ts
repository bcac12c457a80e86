import {
  LAST_OWNER_MESSAGE,
  type MemberStatus,
  TEAM_ROLES,
  type TeamAbilities,
  type TeamMemberResource,
  type TeamRole,
  type TenantResource,
} from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { bearerFor, createTenant, createUser } from '../../test/identity-fixtures.ts';
import type { Tenant } from '../models/tenant.ts';
import type { User } from '../models/user.ts';

/**
 * Issue 31: the abilities the API sends with a team and its members agree with what its routes do. For
 * each caller (every team role, a co-owner, a stranger, a super-admin, the members of a suspended team) the
 * team and its members are read through the API; then every ability is tried on its route, on a team
 * put back as it was after each try: granted ⇔ the route answers 2xx; refused ⇒ 403, or 422 where the
 * API refuses on what is left rather than on who asks (the last owner, an invited member's status).
 */
const t = useApiTest();

/** Everyone a team of the test holds, by what they are in it. */
const CAST: Record<string, { role: TeamRole; status: MemberStatus }> = {
  owner: { role: 'owner', status: 'ACTIVE' },
  admin: { role: 'admin', status: 'ACTIVE' },
  member: { role: 'member', status: 'ACTIVE' },
  coach: { role: 'coach', status: 'ACTIVE' },
  recruiter: { role: 'recruiter', status: 'ACTIVE' },
  suspendedAdmin: { role: 'admin', status: 'SUSPENDED' },
  invitedCoach: { role: 'coach', status: 'PENDING' },
};

type Caller = keyof typeof CAST | 'coOwner' | 'stranger' | 'superAdmin';

interface World {
  team: Tenant;
  users: Map<string, User>;
}

/** A team with the whole cast (and a second owner when asked), suspended by the platform when asked. */
async function makeWorld(options: { coOwner?: boolean; suspended?: boolean }): Promise<World> {
  const { knex } = t.db;
  const team = await createTenant(knex);
  const users = new Map<string, User>();
  const cast = { ...CAST, ...(options.coOwner ? { coOwner: CAST.owner } : {}) };
  for (const [name, membership] of Object.entries(cast)) {
    users.set(name, await createUser(knex, { tenants: [{ tenant: team, ...membership }] }));
  }
  users.set('stranger', await createUser(knex, { tenants: [await createTenant(knex)] }));
  users.set('superAdmin', await createUser(knex, { roles: ['super-admin'] }));
  if (options.suspended) await knex('tenants').where({ id: team.id }).update({ suspendedAt: new Date() });
  return { team, users };
}

/** Puts the team, its members and its invitations back as they are now, after a try that changed them. */
async function snapshot(team: Tenant): Promise<() => Promise<void>> {
  const { knex } = t.db;
  const tenant = await knex('tenants').where({ id: team.id }).first();
  const members = await knex('tenant_members').where({ tenantId: team.id });
  return async () => {
    await knex('team_invitations').where({ tenantId: team.id }).delete();
    await knex('tenant_members').where({ tenantId: team.id }).delete();
    await knex('tenant_members').insert(members);
    await knex('tenants').where({ id: team.id }).update(tenant);
  };
}

const NO_TEAM_ABILITIES: TeamAbilities = {
  edit: false,
  delete: false,
  viewInvitations: false,
  invitableRoles: [],
  viewJobPostings: false,
};

const NO_MEMBER_ABILITIES: TeamMemberResource['abilities'] = {
  changeRole: false,
  grantableRoles: [],
  suspend: false,
  reactivate: false,
  remove: false,
  removeRefusal: null,
};

let emails = 0;

/** One ability tried on its route. */
interface Attempt {
  what: string;
  granted: boolean;
  status: number;
}

/**
 * Reads the team and its members as `caller`, then tries each ability on its route. A caller who may not
 * read the team (a stranger) is granted nothing, and is tried on every member of the cast.
 */
async function attemptsOf(world: World, caller: Caller): Promise<Attempt[]> {
  const { team, users } = world;
  const self = users.get(caller);
  if (!self) throw new Error(`no ${caller} in this world`);
  const headers = { ...(await bearerFor(t.db.knex, self)), 'X-Team': team.slug };
  const shown = await t.app.json<{ data: TenantResource }>(`/v1/tenants/${team.id}`, { headers });
  const abilities = shown.status === 200 ? shown.body.data.abilities : NO_TEAM_ABILITIES;
  if (shown.status !== 200) expect(shown.status).toBe(403);

  // The other reads of the team say the same.
  const current = await t.app.json<{ data: TenantResource }>('/v1/t', { headers });
  if (current.status === 200) expect(current.body.data.abilities).toEqual(abilities);
  const mine = await t.app.json<{ data: TenantResource[] }>(`/v1/users/${self.id}/tenants`, { headers });
  const listed = mine.body.data.find((entry) => entry.id === team.id);
  if (listed) expect(listed.abilities).toEqual(abilities);

  const list = await t.app.json<{ data: TeamMemberResource[] }>(
    `/v1/tenants/${team.id}/members?perPage=100`,
    {
      headers,
    },
  );
  if (list.status !== 200) expect(list.status).toBe(403);
  const rows: Pick<TeamMemberResource, 'userId' | 'role' | 'status' | 'abilities'>[] =
    list.status === 200
      ? list.body.data
      : [...users.entries()].flatMap(([name, user]) => {
          const membership = CAST[name === 'coOwner' ? 'owner' : name];
          return membership ? [{ userId: user.id, ...membership, abilities: NO_MEMBER_ABILITIES }] : [];
        });

  const attempts: Attempt[] = [];
  const attempt = async (
    what: string,
    granted: boolean,
    path: string,
    init: RequestInit & { json?: unknown },
  ) => {
    const restore = await snapshot(team);
    const answer = await t.app.json(path, { ...init, headers });
    await restore();
    attempts.push({ what, granted, status: answer.status });
    return answer;
  };
  const tenantPath = `/v1/tenants/${team.id}`;
  await attempt('edit', abilities.edit, tenantPath, { method: 'PATCH', json: { name: 'Renamed' } });
  await attempt('delete', abilities.delete, tenantPath, { method: 'DELETE' });
  await attempt('viewInvitations', abilities.viewInvitations, '/v1/t/invitations', {});
  await attempt('viewJobPostings', abilities.viewJobPostings, '/v1/t/job-postings', {});
  for (const role of TEAM_ROLES) {
    await attempt(`invite ${role}`, abilities.invitableRoles.includes(role), '/v1/t/invitations', {
      method: 'POST',
      json: { email: `invitee${emails++}@example.test`, role },
    });
  }
  for (const row of rows) {
    const who = [...users.entries()].find(([, user]) => user.id === row.userId)?.[0];
    const memberPath = `${tenantPath}/members/${row.userId}`;
    for (const role of TEAM_ROLES) {
      await attempt(`${who} → ${role}`, row.abilities.grantableRoles.includes(role), memberPath, {
        method: 'PATCH',
        json: { role },
      });
    }
    if (row.status !== 'SUSPENDED') {
      await attempt(`suspend ${who}`, row.abilities.suspend, memberPath, {
        method: 'PATCH',
        json: { status: 'SUSPENDED' },
      });
    }
    if (row.status !== 'ACTIVE') {
      await attempt(`reactivate ${who}`, row.abilities.reactivate, memberPath, {
        method: 'PATCH',
        json: { status: 'ACTIVE' },
      });
    }
    const removal = await attempt(`remove ${who}`, row.abilities.remove, memberPath, { method: 'DELETE' });
    // The reason sent with a refused removal is the route's own answer to it.
    if (row.abilities.removeRefusal !== null) {
      expect(JSON.stringify(removal.body)).toContain(row.abilities.removeRefusal);
    }
    // changeRole is a choice of another role among those granted.
    expect(row.abilities.changeRole).toBe(row.abilities.grantableRoles.some((role) => role !== row.role));
  }
  return attempts;
}

/** Each attempt as `what: granted → status`, so a disagreement names itself in the failure. */
function disagreements(attempts: Attempt[]): string[] {
  return attempts
    .filter(({ granted, status }) =>
      granted ? status < 200 || status > 299 : status !== 403 && status !== 422,
    )
    .map(({ what, granted, status }) => `${what}: ${granted ? 'granted' : 'refused'} → ${status}`);
}

const granted = (attempts: Attempt[]) => attempts.filter((entry) => entry.granted).map((entry) => entry.what);

describe('the abilities of a team and its members agree with its routes', () => {
  const callers: Caller[] = ['owner', 'admin', 'member', 'coach', 'recruiter', 'stranger', 'superAdmin'];
  for (const caller of callers) {
    it(`as ${caller}`, async () => {
      const attempts = await attemptsOf(await makeWorld({}), caller);
      expect(disagreements(attempts)).toEqual([]);
      if (caller === 'stranger') expect(granted(attempts)).toEqual([]);
      if (caller === 'member' || caller === 'coach' || caller === 'recruiter') {
        // Plain members change nothing of the team; they may leave.
        expect(granted(attempts).filter((what) => !what.startsWith('view'))).toEqual([`remove ${caller}`]);
      }
    });
  }

  it('as the last owner, who may not leave, step down or be suspended (422), and with a co-owner, who may', async () => {
    const alone = await attemptsOf(await makeWorld({}), 'owner');
    expect(disagreements(alone)).toEqual([]);
    const refused = alone
      .filter((entry) => !entry.granted && entry.status === 422)
      .map((entry) => entry.what);
    expect(refused).toEqual(
      expect.arrayContaining(['owner → admin', 'suspend owner', 'remove owner', 'reactivate invitedCoach']),
    );
    const world = await makeWorld({});
    const owner = world.users.get('owner');
    const members = await t.app.json<{ data: TeamMemberResource[] }>(`/v1/tenants/${world.team.id}/members`, {
      headers: { ...(await bearerFor(t.db.knex, owner as User)), 'X-Team': world.team.slug },
    });
    expect(members.body.data.find((row) => row.userId === owner?.id)?.abilities).toMatchObject({
      remove: false,
      removeRefusal: LAST_OWNER_MESSAGE,
    });
    const together = await attemptsOf(await makeWorld({ coOwner: true }), 'owner');
    expect(disagreements(together)).toEqual([]);
    expect(granted(together)).toEqual(
      expect.arrayContaining([
        'owner → admin',
        'suspend owner',
        'remove owner',
        'coOwner → member',
        'invite owner',
      ]),
    );
  });

  it('as the members of a suspended team, who may not work in it through X-Team, and a super-admin, who may', async () => {
    for (const caller of ['owner', 'recruiter', 'superAdmin'] as const) {
      const attempts = await attemptsOf(await makeWorld({ suspended: true }), caller);
      expect(disagreements(attempts)).toEqual([]);
      const invites = granted(attempts).filter((what) => what.startsWith('invite '));
      expect(invites.length > 0).toBe(caller === 'superAdmin');
    }
  });
});

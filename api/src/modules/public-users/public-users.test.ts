import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { createTenant, createUser } from '../../../test/identity-fixtures.ts';
import { Profile } from '../../models/profile.ts';
import { Tenant } from '../../models/tenant.ts';
import type { User } from '../../models/user.ts';
import { Workshop } from '../../models/workshop.ts';

const t = useApiTest();

interface PublicList {
  data: Array<
    Record<string, unknown> & { id: string; profile: Record<string, unknown>; workshopsCount: number }
  >;
}

/** A workshop of `coach` in `tenant`, written straight to the table (the workshops API is not under test). */
async function workshopOf(
  coach: User,
  tenant: Tenant,
  fields: Partial<Pick<Workshop, 'status' | 'deletedAt'>> = {},
): Promise<void> {
  await Workshop.forTenant(tenant.id, t.db.knex).insert({
    coachId: coach.id,
    title: 'Counted workshop',
    slug: `counted-${Math.random().toString(36).slice(2, 10)}`,
    priceMinor: 4900,
    status: 'PUBLISHED',
    ...fields,
  });
}

describe('/v1/public/users', () => {
  it('lists active coaches only, with public fields only', async () => {
    const coach = await createUser(t.db.knex, { roles: ['coach'], firstName: 'Pubcoach' });
    await Profile.query(t.db.knex)
      .findById(coach.id)
      .patch({ phoneNumber: '+1 555 0100', headline: 'AI coach' });
    const client = await createUser(t.db.knex, { firstName: 'Pubclient' });
    const suspended = await createUser(t.db.knex, { roles: ['coach'], status: 'suspended' });
    const res = await t.app.json<PublicList>('/v1/public/users?perPage=100');
    const ids = res.body.data.map((user) => user.id);
    expect(ids).toContain(coach.id);
    expect(ids).not.toContain(client.id);
    expect(ids).not.toContain(suspended.id);
    const shown = res.body.data.find((user) => user.id === coach.id);
    expect(Object.keys(shown ?? {}).sort()).toEqual([
      'avatarUrl',
      'coachProfile',
      'id',
      'profile',
      'rating',
      'username',
      'workshopsCount',
    ]);
    expect(shown?.workshopsCount).toBe(0);
    expect(shown?.rating).toEqual({ average: null, count: 0 });
    expect(shown?.profile).toMatchObject({ firstName: 'Pubcoach', headline: 'AI coach' });
    expect(JSON.stringify(res.body)).not.toContain(coach.email);
    expect(JSON.stringify(res.body)).not.toContain('555 0100');
  });

  it('searches by name and shows one coach by id or username (404 for anyone else)', async () => {
    const coach = await createUser(t.db.knex, { roles: ['coach'], firstName: 'Searchable' });
    const found = await t.app.json<PublicList>('/v1/public/users?q=searchab');
    expect(found.body.data.map((user) => user.id)).toEqual([coach.id]);
    expect((await t.app.json(`/v1/public/users/${coach.id}`)).status).toBe(200);
    const byName = await t.app.json<{ data: { id: string } }>(
      `/v1/public/users/${coach.username.toUpperCase()}`,
    );
    expect(byName.body.data.id).toBe(coach.id);
    const client = await createUser(t.db.knex);
    expect((await t.app.json(`/v1/public/users/${client.username}`)).status).toBe(404);
  });

  it("counts a coach's published, live workshops in every team, on the list and on the profile", async () => {
    const coach = await createUser(t.db.knex, { roles: ['coach'], firstName: 'Countedcoach' });
    const [teamA, teamB, gone] = [
      await createTenant(t.db.knex),
      await createTenant(t.db.knex),
      await createTenant(t.db.knex),
    ];
    await workshopOf(coach, teamA);
    await workshopOf(coach, teamA);
    await workshopOf(coach, teamB);
    await workshopOf(coach, teamA, { status: 'DRAFT' });
    await workshopOf(coach, teamA, { status: 'ARCHIVED' });
    await workshopOf(coach, teamB, { deletedAt: new Date() });
    await workshopOf(coach, gone);
    // A deleted team's workshops are shown nowhere, so they do not count.
    await Tenant.query(t.db.knex).findById(gone.id).softDelete();
    // Another coach's workshops are theirs.
    await workshopOf(await createUser(t.db.knex, { roles: ['coach'] }), teamA);

    const list = await t.app.json<PublicList>('/v1/public/users?q=countedcoach');
    expect(list.body.data.map((user) => [user.id, user.workshopsCount])).toEqual([[coach.id, 3]]);
    const byId = await t.app.json<{ data: { workshopsCount: number } }>(`/v1/public/users/${coach.id}`);
    expect(byId.body.data.workshopsCount).toBe(3);
    const byName = await t.app.json<{ data: { workshopsCount: number } }>(
      `/v1/public/users/${coach.username}`,
    );
    expect(byName.body.data.workshopsCount).toBe(3);
  });

  it('reads a page of coaches with their counts in a fixed number of queries, whatever its size', async () => {
    const team = await createTenant(t.db.knex);
    for (let i = 0; i < 4; i++) {
      const coach = await createUser(t.db.knex, { roles: ['coach'], firstName: `Pagedcoach${i}` });
      await workshopOf(coach, team);
    }
    const queriesFor = async (perPage: number) => {
      let queries = 0;
      const count = () => void queries++;
      t.db.knex.on('query', count);
      try {
        const res = await t.app.json<PublicList>(`/v1/public/users?q=pagedcoach&perPage=${perPage}`);
        expect(res.body.data.map((user) => user.workshopsCount)).toEqual(Array(perPage).fill(1));
      } finally {
        t.db.knex.off('query', count);
      }
      return queries;
    };
    const one = await queriesFor(1);
    // The page, its count, profiles and coach profiles: the workshop counts add no query of their own.
    expect(one).toBe(4);
    expect(await queriesFor(4)).toBe(one);
  });
});

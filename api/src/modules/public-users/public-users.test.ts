import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { createUser } from '../../../test/identity-fixtures.ts';
import { Profile } from '../../models/profile.ts';

const t = useApiTest();

interface PublicList {
  data: Array<Record<string, unknown> & { id: string; profile: Record<string, unknown> }>;
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
      'username',
    ]);
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
});

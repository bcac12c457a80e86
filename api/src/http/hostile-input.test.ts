import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { bearerFor, createUser } from '../../test/identity-fixtures.ts';
import { Profile } from '../models/profile.ts';
import { MAX_BODY_DEPTH } from './body-depth.ts';

const t = useApiTest();

/** `[[[…]]]` nested `depth` levels deep, as text (what an attacker sends: 10 KB for 5000 levels). */
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('bodies nested too deep', () => {
  it('answer 400 before validation, on a route open to guests too', async () => {
    for (const path of ['/v1/auth/send-login-link', '/v1/auth/login-using-otp']) {
      const res = await t.app.json<{ message: string }>(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: `{"email":${nested(5000)}}`,
      });
      expect(res.status, path).toBe(400);
      expect(res.body.message).toBe(`The request body nests deeper than ${MAX_BODY_DEPTH} levels.`);
    }
  });

  it('at the limit still reach validation, which judges the fields', async () => {
    const res = await t.app.json<{ errors: Record<string, string[]> }>('/v1/auth/send-login-link', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: `{"email":${nested(MAX_BODY_DEPTH - 1)}}`,
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain('email');
  });
});

describe('text with a NUL or another control character', () => {
  it('is a 422 on the query field, not a 500 from PostgreSQL', async () => {
    for (const path of ['/v1/public/workshop-schedules?q=%00', '/v1/public/users?q=a%00b']) {
      const res = await t.app.json<{ errors: Record<string, string[]> }>(path);
      expect(res.status, path).toBe(422);
      expect(res.body.errors).toEqual({ q: ['Q is not valid.'] });
    }
  });

  it('is a 422 on the body field in its own words, and nothing is saved', async () => {
    const user = await createUser(t.db.knex, { firstName: 'Keep' });
    const res = await t.app.json<{ errors: Record<string, string[]> }>(`/v1/users/${user.id}`, {
      method: 'PATCH',
      headers: await bearerFor(t.db.knex, user),
      json: { profile: { firstName: 'a\u0000b', lastName: 'Bell\u0007' } },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'profile.firstName': ['First name is not valid.'],
      'profile.lastName': ['Last name is not valid.'],
    });
    const profile = await Profile.query(t.db.knex).findOne({ userId: user.id });
    expect(profile?.firstName).toBe('Keep');
  });

  it('leaves tabs and line breaks alone in text that may span lines', async () => {
    const user = await createUser(t.db.knex);
    const res = await t.app.json<{ data: { coachProfile: { bio: string } | null } }>(`/v1/users/${user.id}`, {
      method: 'PATCH',
      headers: await bearerFor(t.db.knex, user),
      json: { coachProfile: { bio: 'One\r\n\tTwo' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.coachProfile?.bio).toBe('One\r\n\tTwo');
  });
});

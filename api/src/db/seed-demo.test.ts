import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { BrowserClient } from '../../test/browser-client.ts';
import { mailedCode } from '../../test/outbox.ts';
import { DEMO_PASSWORD, seedDemo } from './seed-demo.ts';

const t = useApiTest({ prepare: async (db) => void (await seedDemo(db.knex)) });

interface Answer {
  data: { roles: string[]; defaultTenantSlug: string; token: string; user: { roles: string[] } };
}

describe('demo data', () => {
  it('lets the administrator sign in with the demo password, as super-admin of the exceed team', async () => {
    const res = await t.app.json<Answer>('/v1/login', {
      method: 'POST',
      json: { email: 'admin@example.com', password: DEMO_PASSWORD, token: true },
    });
    expect(res.body.data.user.roles).toEqual(['super-admin']);
    const team = await t.app.json<{ data: { slug: string } }>('/v1/t', {
      headers: { Authorization: `Bearer ${res.body.data.token}` },
    });
    expect(team.body.data.slug).toBe('exceed');
  });

  it('lets the client sign in at once with a code from the outbox', async () => {
    const browser = await new BrowserClient(t.app).start();
    await browser.json('/v1/auth/login-using-otp', { method: 'POST', json: { email: 'client@example.com' } });
    const otp = await mailedCode(t.app, 'client@example.com');
    const res = await browser.json<Answer>('/v1/auth/login-using-otp', {
      method: 'POST',
      json: { email: 'client@example.com', otp },
    });
    expect(res).toMatchObject({ status: 200, body: { data: { roles: [], defaultTenantSlug: 'exceed' } } });
  });

  it('shows demo-coach on the marketplace with a full coach profile', async () => {
    const res = await t.app.json<{ data: { coachProfile: Record<string, unknown> } }>(
      '/v1/public/users/demo-coach',
    );
    expect(res.body.data.coachProfile).toMatchObject({
      bio: expect.any(String),
      experiences: [expect.objectContaining({ order: 1 }), expect.objectContaining({ order: 2 })],
      completedConsultation: true,
    });
  });

  it('is added once: a second run leaves the database alone', async () => {
    expect(await seedDemo(t.db.knex)).toBe(false);
    const { count } = (await t.db.knex('users').count({ count: '*' }).first()) ?? { count: 0 };
    expect(Number(count)).toBe(3);
  });
});

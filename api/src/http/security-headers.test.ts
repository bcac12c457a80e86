import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { DEPLOYED_ENV } from '../../test/deployed-env.ts';

const t = useApiTest();
const production = useApiTest({ env: DEPLOYED_ENV });

/** What every answer must carry, whatever it is. */
const EXPECTED = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

describe('security headers', () => {
  it('are on every answer: data, a refusal, an unknown route, a validation failure', async () => {
    const answers = {
      health: await t.app.request('/v1/health'),
      unauthenticated: await t.app.request('/v1/user'),
      unknown: await t.app.request('/v1/no-such-route'),
      invalid: await t.app.request('/v1/public/workshop-schedules?perPage=nope'),
    };
    for (const [name, res] of Object.entries(answers)) {
      for (const [header, value] of Object.entries(EXPECTED)) {
        expect(res.headers.get(header), `${name}: ${header}`).toBe(value);
      }
      expect(res.headers.get('strict-transport-security'), name).toBeNull();
    }
    expect(answers.unauthenticated.status).toBe(401);
    expect(answers.unknown.status).toBe(404);
  });

  it('add HSTS in production only', async () => {
    const res = await production.app.request('/v1/health');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("let the API's docs page run its own scripts and nothing else's", async () => {
    const res = await t.app.request('/v1/docs');
    expect(res.headers.get('content-security-policy')).toMatch(
      /^default-src 'self'; .*frame-ancestors 'none'/,
    );
  });
});

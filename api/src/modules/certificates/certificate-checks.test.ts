import { expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';

const t = useApiTest({ env: { CERTIFICATE_CHECKS_MAX_PER_IP: '2' } });

it('answers 429 with Retry-After once one machine has looked up CERTIFICATE_CHECKS_MAX_PER_IP codes in 10 minutes', async () => {
  const check = (code: string) => t.app.json(`/v1/certificates/${code}`);
  expect((await check('ZZZZZZZZZZZ2')).status).toBe(404);
  expect((await check('ZZZZZZZZZZZ3')).status).toBe(404);
  const refused = await check('ZZZZZZZZZZZ4');
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
});

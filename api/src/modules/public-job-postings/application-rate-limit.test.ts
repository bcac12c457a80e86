import { expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { createTenant } from '../../../test/identity-fixtures.ts';
import { answers, createPosting } from '../../../test/job-board-fixtures.ts';

const t = useApiTest({ env: { JOB_APPLICATIONS_MAX_PER_IP: '2' } });

it('answers 429 with Retry-After once one machine has sent JOB_APPLICATIONS_MAX_PER_IP applications in the hour', async () => {
  const posting = await createPosting(t.db.knex, await createTenant(t.db.knex));
  const apply = (email: string) =>
    t.app.json(`/v1/public/job-postings/${posting.id}/applications`, {
      method: 'POST',
      json: { name: 'Ada', email, ...answers() },
    });
  expect((await apply('one@example.com')).status).toBe(201);
  expect((await apply('two@example.com')).status).toBe(201);
  const refused = await apply('three@example.com');
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await t.db.knex('job_applications').where({ job_posting_id: posting.id })).toHaveLength(2);
});

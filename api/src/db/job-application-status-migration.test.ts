import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../test/identity-fixtures.ts';
import { createPosting } from '../../test/job-board-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.ts';
import { migrateLatest, migratorConfig } from './migrate.ts';

const MIGRATION = '20251128000000_job_application_status.ts';

/** The migration that gave applications a status, on applications sent before it. */
describe(MIGRATION, () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.destroy());

  it('makes every application sent before it NEW, as new ones are, and takes no other status', async () => {
    const { knex } = db;
    await knex.migrate.down({ ...migratorConfig, name: MIGRATION });
    const team = await createTenant(knex);
    const posting = await createPosting(knex, team);
    const row = (email: string) => ({ tenant_id: team.id, job_posting_id: posting.id, name: email, email });
    await knex('job_applications').insert([row('early@example.com'), row('later@example.com')]);

    expect(await migrateLatest(knex)).toEqual([MIGRATION]);

    await knex('job_applications').insert(row('after@example.com'));
    const rows = await knex('job_applications').where({ job_posting_id: posting.id }).orderBy('email');
    expect(rows.map(({ email, status, notifiedStatus }) => [email, status, notifiedStatus])).toEqual([
      ['after@example.com', 'NEW', null],
      ['early@example.com', 'NEW', null],
      ['later@example.com', 'NEW', null],
    ]);
    await expect(
      knex('job_applications').where({ email: 'early@example.com' }).update({ status: 'MAYBE' }),
    ).rejects.toThrow(/job_applications_status_check/);
  });
});

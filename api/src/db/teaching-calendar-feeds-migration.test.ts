import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/identity-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.ts';
import { migrateLatest, migratorConfig } from './migrate.ts';

const MIGRATION = '20251211000000_teaching_calendar_feeds.ts';

/** The migration that gave calendar feeds a kind, on feeds made before it. */
describe(MIGRATION, () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.destroy());

  it("keeps an earlier feed as the booked sessions' one, and a user may then hold one of each kind", async () => {
    const { knex } = db;
    await knex.migrate.down({ ...migratorConfig, name: MIGRATION });
    const user = await createUser(knex);
    await knex('calendar_feeds').insert({ userId: user.id, tokenHash: 'earlier' });

    expect(await migrateLatest(knex)).toEqual([MIGRATION]);

    await knex('calendar_feeds').insert({ userId: user.id, tokenHash: 'teaching', kind: 'TEACHING' });
    const feeds = await knex('calendar_feeds')
      .where({ userId: user.id })
      .orderBy('kind')
      .select('kind', 'tokenHash');
    expect(feeds).toEqual([
      { kind: 'BOOKINGS', tokenHash: 'earlier' },
      { kind: 'TEACHING', tokenHash: 'teaching' },
    ]);
    await expect(
      knex('calendar_feeds').insert({ userId: user.id, tokenHash: 'other', kind: 'OTHER' }),
    ).rejects.toThrow(/calendar_feeds_kind_check/);

    // Down drops the teaching feeds and keeps the earlier one working.
    await knex.migrate.down({ ...migratorConfig, name: MIGRATION });
    expect(await knex('calendar_feeds').where({ userId: user.id }).select('tokenHash')).toEqual([
      { tokenHash: 'earlier' },
    ]);
    await migrateLatest(knex);
  });
});

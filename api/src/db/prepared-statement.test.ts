import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { prepareStatement, runPrepared } from './prepared-statement.ts';

const t = useApiTest();

describe('runPrepared', () => {
  it('answers the rows of its statement, with the values bound', async () => {
    const statement = prepareStatement(
      t.db.knex,
      'test_numbers',
      t.db.knex
        .select(t.db.knex.raw('n * 2 as doubled'))
        .from(t.db.knex.raw('generate_series(1, ?) as n', [3])),
    );
    const rows = await runPrepared<{ doubled: number }>(t.db.knex, statement);
    expect(rows.map((row) => row.doubled)).toEqual([2, 4, 6]);
  });

  it("rejects with the database's error and gives its connection back each time", async () => {
    const failing = prepareStatement(t.db.knex, 'test_missing', t.db.knex('no_such_table').select('id'));
    // More failures than the pool has connections (10): a connection kept by a failure would make the
    // next statement wait for the pool's timeout instead of answering.
    for (let attempt = 0; attempt < 12; attempt++) {
      await expect(runPrepared(t.db.knex, failing)).rejects.toThrow(/no_such_table/);
    }
    const working = prepareStatement(t.db.knex, 'test_one', t.db.knex.select(t.db.knex.raw('1 as one')));
    expect(await runPrepared(t.db.knex, working)).toEqual([{ one: 1 }]);
  });
});

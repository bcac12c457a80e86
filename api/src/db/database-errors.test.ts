import { describe, expect, it } from 'vitest';
import { httpErrorFromDatabase, keyColumns } from './database-errors.ts';

describe('keyColumns', () => {
  it.each([
    ['Key (slug)=(acme) already exists.', ['slug']],
    ['Key (lower(slug))=(acme) already exists.', ['slug']],
    ['Key (tenant_id, lower(email::text))=(x, y) already exists.', ['tenant_id', 'email']],
    ['Key (tenant_id, note_id)=(x, y) is not present in table "notes".', ['tenant_id', 'note_id']],
    [undefined, []],
  ])('%s', (detail, columns) => {
    expect(keyColumns(detail)).toEqual(columns);
  });
});

describe('httpErrorFromDatabase', () => {
  it('maps a check constraint named after its column', () => {
    const error = httpErrorFromDatabase({
      code: '23514',
      table: 'tenants',
      constraint: 'tenants_plan_check',
    });
    expect(error?.errors).toEqual({ plan: ['Plan is not valid.'] });
  });

  it('reads the driver error inside an Objection DBError', () => {
    const error = httpErrorFromDatabase({ nativeError: { code: '22P02' } });
    expect(error?.status).toBe(404);
  });

  it('answers 503 for a database that cannot be reached, as each driver and knex say it', () => {
    // As knex words it, the statement first: seen when PostgreSQL restarted under a transaction.
    const terminated = new Error('ROLLBACK - Connection terminated unexpectedly');
    const poolTimeout = Object.assign(new Error('Knex: Timeout acquiring a connection.'), {
      name: 'KnexTimeoutError',
    });
    for (const error of [
      { code: 'ECONNREFUSED' },
      { code: 'ECONNRESET' },
      { code: '57P01' }, // terminating connection due to administrator command (a restart)
      { code: '57P03' }, // the database system is starting up
      { code: '08006' },
      { nativeError: { code: '57P01' } },
      terminated,
      poolTimeout,
    ]) {
      const answer = httpErrorFromDatabase(error);
      expect(answer, JSON.stringify(error)).toMatchObject({
        status: 503,
        message: 'Service Unavailable: the database does not answer. Try again in a moment.',
        headers: { 'Retry-After': '5' },
      });
    }
  });

  it('leaves other errors alone (they are 500s)', () => {
    expect(httpErrorFromDatabase(new Error('boom'))).toBeUndefined();
    expect(httpErrorFromDatabase({ code: '40001' })).toBeUndefined();
    expect(httpErrorFromDatabase({ code: '57014' })).toBeUndefined();
  });
});

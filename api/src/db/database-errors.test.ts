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

  it('leaves other errors alone (they are 500s)', () => {
    expect(httpErrorFromDatabase(new Error('boom'))).toBeUndefined();
    expect(httpErrorFromDatabase({ code: '40001' })).toBeUndefined();
    expect(httpErrorFromDatabase({ code: 'ECONNREFUSED' })).toBeUndefined();
  });
});

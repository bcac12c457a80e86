import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.ts';
import { createKnex } from '../../db/knex.ts';

describe('GET /v1/health', () => {
  let db: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ knex: db.knex });
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
  });

  it('answers ok when the database answers', async () => {
    expect(await app.json('/v1/health')).toMatchObject({
      status: 200,
      body: { data: { status: 'ok', db: 'ok' } },
    });
  });
});

describe('GET /v1/health without a database', () => {
  let app: TestApp;
  beforeAll(async () => {
    // A knex that cannot answer any more: the state of a replica whose database went away.
    const knex = createKnex();
    await knex.destroy();
    app = await startTestApp({ knex });
  });
  afterAll(() => app.close());

  it('answers 503 with db down', async () => {
    expect(await app.json('/v1/health')).toEqual(
      expect.objectContaining({ status: 503, body: { data: { status: 'error', db: 'down' } } }),
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotesTables, insertTenant, Note, NoteComment } from '../../test/notes-fixture.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.ts';
import type { Tenant } from '../models/tenant.ts';

let db: TestDatabase;
let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  db = await createTestDatabase();
  await createNotesTables(db.knex);
  a = await insertTenant(db.knex, 'team-a');
  b = await insertTenant(db.knex, 'team-b');
  await Note.forTenant(a.id, db.knex).insert([{ title: 'A1' }, { title: 'A2' }]);
  await Note.forTenant(b.id, db.knex).insert({ title: 'B1' });
});
afterAll(() => db.destroy());

describe('TenantModel scope', () => {
  it("reads only its tenant's rows, also when counting", async () => {
    const notes = await Note.forTenant(a.id, db.knex).orderBy('title');
    expect(notes.map((note) => note.title)).toEqual(['A1', 'A2']);
    expect(notes.every((note) => note.tenantId === a.id)).toBe(true);
    expect(await Note.forTenant(b.id, db.knex).resultSize()).toBe(1);
  });

  it('keeps the scope around a where-group (an OR inside stays within the tenant)', async () => {
    const notes = await Note.forTenant(a.id, db.knex).where((group) =>
      group.where('title', 'A1').orWhere('title', 'B1'),
    );
    expect(notes.map((note) => note.title)).toEqual(['A1']);
  });

  it("never finds another tenant's row by id", async () => {
    const [bNote] = await Note.forTenant(b.id, db.knex);
    expect(await Note.forTenant(a.id, db.knex).findById(bNote?.id ?? '')).toBeUndefined();
  });

  it('sets the tenant on inserts, and refuses an insert for another tenant through this scope', async () => {
    const note = await Note.forTenant(a.id, db.knex).insert({ title: 'A3' });
    expect(note.tenantId).toBe(a.id);
    await expect(Note.forTenant(a.id, db.knex).insert({ title: 'sneaky', tenantId: b.id })).rejects.toThrow(
      /another tenant/,
    );
  });

  it("updates and deletes only its tenant's rows", async () => {
    const patched = await Note.forTenant(a.id, db.knex).patch({ secret: 'patched' });
    expect(patched).toBeGreaterThanOrEqual(2);
    const [bNote] = await Note.forTenant(b.id, db.knex);
    expect(bNote?.secret).toBeNull();
    expect(await Note.forTenant(a.id, db.knex).delete().where('title', 'B1')).toBe(0);
  });

  it('refuses to move a row to another tenant', async () => {
    await expect(Note.forTenant(a.id, db.knex).patch({ tenantId: b.id })).rejects.toThrow(/another tenant/);
  });

  it('fails loudly when queried without a scope', async () => {
    await expect(Note.query(db.knex)).rejects.toThrow(
      /Note is tenant-owned: query it through Note.forTenant/,
    );
  });

  it('crosses tenants only when told to', async () => {
    expect(await Note.acrossTenants(db.knex).resultSize()).toBeGreaterThanOrEqual(3);
  });

  it("keeps an instance's own tenant on $query, and relation fetches inherit the scope", async () => {
    const [aNote] = await Note.forTenant(a.id, db.knex).where('title', 'A1');
    if (!aNote) throw new Error('no A1');
    await aNote.$query(db.knex).patch({ title: 'A1 edited' });
    expect((await Note.forTenant(a.id, db.knex).findById(aNote.id))?.title).toBe('A1 edited');

    await NoteComment.forTenant(a.id, db.knex).insert({ noteId: aNote.id, body: 'first' });
    const [withComments] = await Note.forTenant(a.id, db.knex)
      .findByIds([aNote.id])
      .withGraphFetched('[comments, tenant]');
    expect(withComments?.comments?.map((comment) => comment.body)).toEqual(['first']);
    expect(withComments?.tenant?.slug).toBe('team-a');
  });

  it('hides the fields a model marks hidden from toJSON', async () => {
    const [note] = await Note.forTenant(a.id, db.knex).whereNotNull('secret');
    expect(note?.secret).toBe('patched');
    expect(note?.toJSON()).not.toHaveProperty('secret');
  });
});

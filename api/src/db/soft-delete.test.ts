import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotesTables, insertTenant, Note, NoteComment } from '../../test/notes-fixture.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.ts';
import { Tenant } from '../models/tenant.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await createNotesTables(db.knex);
});
afterAll(() => db.destroy());

describe('soft delete', () => {
  it('softDelete hides a row from every query; withDeleted and onlyDeleted see it; restore brings it back', async () => {
    const tenant = await insertTenant(db.knex, 'soft');
    const before = tenant.updatedAt;

    expect(await Tenant.query(db.knex).findById(tenant.id).softDelete()).toBe(1);
    expect(await Tenant.query(db.knex).findById(tenant.id)).toBeUndefined();
    expect(await Tenant.query(db.knex).where('slug', 'soft').resultSize()).toBe(0);

    const deleted = await Tenant.query(db.knex).withDeleted().findById(tenant.id);
    expect(deleted?.deletedAt).toBeInstanceOf(Date);
    expect(deleted?.updatedAt.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect((await Tenant.query(db.knex).onlyDeleted()).map((row) => row.id)).toEqual([tenant.id]);

    // Deleting again touches nothing (a handler answers 404), as does restoring a live row.
    expect(await Tenant.query(db.knex).findById(tenant.id).softDelete()).toBe(0);
    expect(await Tenant.query(db.knex).findById(tenant.id).restore()).toBe(1);
    expect(await Tenant.query(db.knex).findById(tenant.id).restore()).toBe(0);
    expect((await Tenant.query(db.knex).findById(tenant.id))?.deletedAt).toBeNull();
  });

  it('does not update a deleted row unless asked', async () => {
    const tenant = await insertTenant(db.knex, 'frozen');
    await Tenant.query(db.knex).findById(tenant.id).softDelete();
    expect(await Tenant.query(db.knex).findById(tenant.id).patch({ name: 'changed' })).toBe(0);
    expect(await Tenant.query(db.knex).withDeleted().findById(tenant.id).patch({ name: 'changed' })).toBe(1);
  });

  it('pages count live rows only, also with withDeleted kept through the count', async () => {
    const tenant = await insertTenant(db.knex, 'paged');
    await Note.forTenant(tenant.id, db.knex).insert([{ title: '1' }, { title: '2' }, { title: '3' }]);
    await Note.forTenant(tenant.id, db.knex).where('title', '2').softDelete();
    expect((await Note.forTenant(tenant.id, db.knex).page(0, 10)).total).toBe(2);
    expect((await Note.forTenant(tenant.id, db.knex).withDeleted().page(0, 10)).total).toBe(3);
  });

  it('leaves deleted rows out of fetched relations', async () => {
    const tenant = await insertTenant(db.knex, 'related');
    const note = await Note.forTenant(tenant.id, db.knex).insert({ title: 'with comments' });
    await NoteComment.forTenant(tenant.id, db.knex).insert([
      { noteId: note.id, body: 'kept' },
      { noteId: note.id, body: 'gone' },
    ]);
    await NoteComment.forTenant(tenant.id, db.knex).where('body', 'gone').softDelete();
    const fetched = await Note.forTenant(tenant.id, db.knex).findById(note.id).withGraphFetched('comments');
    expect(fetched?.comments?.map((comment) => comment.body)).toEqual(['kept']);
  });

  it('finds a live tenant by slug whatever its case (the modifier the X-Team header will use)', async () => {
    const tenant = await insertTenant(db.knex, 'by-slug');
    expect((await Tenant.query(db.knex).modify('bySlug', 'BY-Slug').first())?.id).toBe(tenant.id);
    await Tenant.query(db.knex).findById(tenant.id).softDelete();
    expect(await Tenant.query(db.knex).modify('bySlug', 'by-slug').first()).toBeUndefined();
  });

  it('refuses softDelete on a model that is not soft-deletable', async () => {
    const { BaseModel } = await import('./base-model.ts');
    class Plain extends BaseModel {
      static override tableName = 'tenants';
    }
    expect(() => Plain.query(db.knex).softDelete()).toThrow(/not soft-deletable/);
  });
});

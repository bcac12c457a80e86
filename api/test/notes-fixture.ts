import type { Knex } from 'knex';
import type { RelationMappings } from 'objection';
import { addTenantKey, addTimestamps } from '../src/db/migration-helpers.ts';
import { TenantModel } from '../src/db/tenant-model.ts';
import { isoDate } from '../src/http/presenter.ts';
import { Tenant } from '../src/models/tenant.ts';

/**
 * A small tenant-owned, soft-deletable resource for the framework's tests (no real feature owns one yet):
 * notes with comments, made with the same migration helpers a feature uses.
 */
export async function createNotesTables(knex: Knex): Promise<void> {
  await knex.schema.createTable('notes', (table) => {
    addTenantKey(knex, table);
    table.text('title').notNullable();
    table.text('secret');
    addTimestamps(knex, table, { softDelete: true });
  });
  await knex.schema.createTable('note_comments', (table) => {
    addTenantKey(knex, table);
    table.uuid('note_id').notNullable();
    table.foreign(['tenant_id', 'note_id']).references(['tenant_id', 'id']).inTable('notes');
    table.text('body').notNullable();
    addTimestamps(knex, table, { softDelete: true });
  });
}

export class Note extends TenantModel {
  static override tableName = 'notes';
  static override softDelete = true;
  static override hidden = ['secret'];

  declare title: string;
  declare secret: string | null;
  declare createdAt: Date;
  declare deletedAt: Date | null;
  declare comments?: NoteComment[];
  declare tenant?: Tenant;

  static override relationMappings = (): RelationMappings => ({
    comments: {
      relation: TenantModel.HasManyRelation,
      modelClass: NoteComment,
      join: { from: 'notes.id', to: 'note_comments.noteId' },
    },
    tenant: {
      relation: TenantModel.BelongsToOneRelation,
      modelClass: Tenant,
      join: { from: 'notes.tenantId', to: 'tenants.id' },
    },
  });

  static override modifiers = {
    newestFirst(query: ReturnType<typeof Note.query>) {
      query.orderBy('createdAt', 'desc');
    },
  };
}

export class NoteComment extends TenantModel {
  static override tableName = 'note_comments';
  static override softDelete = true;

  declare noteId: string;
  declare body: string;
}

/** A note as a test route shows it. */
export function presentNote(note: Note) {
  return {
    id: note.id,
    title: note.title,
    createdAt: isoDate(note.createdAt),
    ...(note.comments
      ? { comments: note.comments.map((comment) => ({ id: comment.id, body: comment.body })) }
      : {}),
    ...(note.tenant ? { tenant: { id: note.tenant.id, slug: note.tenant.slug } } : {}),
  };
}

/** Inserts a tenant straight into the database (tests' factory). */
export async function insertTenant(knex: Knex, slug: string): Promise<Tenant> {
  return Tenant.query(knex).insert({ name: slug, slug }).returning('*');
}

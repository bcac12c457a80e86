import type { Knex } from 'knex';
import { Model, type ModelOptions, type Pojo, type QueryContext } from 'objection';
import { AppQueryBuilder } from './query-builder.ts';

/**
 * The base of every model.
 *
 * - Columns are camelCase in code and JSON, snake_case in the tables: knex's snake-case mappers do it
 *   (db/knex.ts), so models declare camelCase fields and never map names themselves.
 * - Timestamps: createdAt and updatedAt are set on insert, updatedAt on every update and patch (including
 *   softDelete and restore), from the application clock so the model has them without a re-fetch.
 * - `static softDelete = true` turns on the soft-delete scope of AppQueryBuilder for the model.
 * - `static hidden` lists fields `toJSON()` never shows (password hashes, tokens), a safety net under the
 *   presenters, which pick fields explicitly anyway.
 * - relationMappings are written as functions (`static relationMappings = () => ({...})`) that import
 *   the related class lazily, so models can point at each other without import cycles; reusable query
 *   pieces are `static modifiers`. In a join, the table is named as in `tableName` (snake_case) and the
 *   column in camelCase: `join: { from: 'notes.id', to: 'note_comments.noteId' }`.
 *
 * Fields are declared with `declare` (not `field: type;`): Node's type stripping would otherwise emit class
 * fields that shadow the values Objection assigns.
 */
export class BaseModel extends Model {
  static override QueryBuilder = AppQueryBuilder;
  declare QueryBuilderType: AppQueryBuilder<this>;
  /** `.first()` adds `limit 1` (Objection's default fetches every row and keeps the first). */
  static override useLimitInFirst = true;

  /** Soft-deletable: queries skip rows with deleted_at unless `.withDeleted()`. */
  static softDelete = false;
  /** Whether the table carries created_at and updated_at. */
  static timestamps = true;
  /** Fields toJSON() leaves out. */
  static hidden: readonly string[] = [];

  declare id: string;

  /**
   * How many queries Objection runs at once for a graph (withGraphFetched, insertGraph): its default 4, but
   * one in a transaction. A transaction is one connection, so parallel queries only queued up in pg, which
   * warns that this is deprecated and refuses it from pg 9. (Objection calls it; its types do not list it.)
   */
  static getConcurrency(knex?: Knex): number {
    return knex?.isTransaction ? 1 : 4;
  }

  override $beforeInsert(_queryContext: QueryContext): void {
    if (!(this.constructor as typeof BaseModel).timestamps) return;
    const now = new Date();
    const self = this as unknown as { createdAt?: Date; updatedAt?: Date };
    self.createdAt ??= now;
    self.updatedAt ??= now;
  }

  override $beforeUpdate(_options: ModelOptions, _queryContext: QueryContext): void {
    if (!(this.constructor as typeof BaseModel).timestamps) return;
    (this as unknown as { updatedAt: Date }).updatedAt = new Date();
  }

  override $formatJson(json: Pojo): Pojo {
    const formatted = super.$formatJson(json);
    for (const field of (this.constructor as typeof BaseModel).hidden) delete formatted[field];
    return formatted;
  }
}

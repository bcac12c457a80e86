import { type Model, snakeCaseMappers } from 'objection';

/** knex maps the rows of its query builder, not those of raw SQL (db/knex.ts): mapped here. */
const columnsToFields = snakeCaseMappers();

/** A model from a row of raw SQL: its snake_case columns read as the model's fields. */
export function modelFromRawRow<M extends Model>(
  model: typeof Model & (new () => M),
  row: Record<string, unknown>,
): M {
  return model.fromDatabaseJson(columnsToFields.parse(row)) as M;
}

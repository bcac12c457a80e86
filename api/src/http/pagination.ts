import type { PageMeta } from '@exceed/contract';
import type { Model, QueryBuilder } from 'objection';

/** One page of models and where it is. */
export interface PageResult<M> {
  items: M[];
  meta: PageMeta;
}

/** The validated `page` and `perPage` of a list query (contract: paginationQueryProperties). */
export interface PageRequest {
  page: number;
  perPage: number;
}

/**
 * Runs a list query one page at a time (page is 1-based) and counts the whole list with the same scopes
 * (tenant, soft delete) in the same transaction. A page past the end answers an empty list with the true
 * total and lastPage, as Laravel does, rather than an error. lastPage is at least 1.
 */
export async function paginate<M extends Model>(
  query: QueryBuilder<M, M[]>,
  { page, perPage }: PageRequest,
): Promise<PageResult<M>> {
  const { results, total } = await query.page(page - 1, perPage);
  // PostgreSQL's count is a bigint, which pg returns as text and PGlite as a number.
  const count = Number(total);
  return {
    items: results,
    meta: { currentPage: page, perPage, total: count, lastPage: Math.max(1, Math.ceil(count / perPage)) },
  };
}

import type { AnyQueryBuilder } from 'objection';

/** Rows read per query by pagesById: a page of graphs stays small, and an export makes few round trips. */
export const PAGE_SIZE = 500;

/**
 * Every row of a query, read PAGE_SIZE at a time after the last id seen (keyset paging, no cursor: a
 * cursor would hold a connection, and PGlite's only one, for as long as the client takes to read). Each
 * page is a fresh `query()`, so what it fetches with its rows is fetched per page. `column` is the id
 * qualified when the query joins (`bookings.id`).
 */
export async function* pagesById<R extends { id: string }>(
  query: () => AnyQueryBuilder,
  column = 'id',
): AsyncGenerator<R> {
  let after: string | undefined;
  for (;;) {
    const page = query().orderBy(column).limit(PAGE_SIZE);
    if (after !== undefined) page.where(column, '>', after);
    // The caller says what its query's rows are: a model, or one with columns it joined (a team's name).
    const rows = (await page) as R[];
    yield* rows;
    const last = rows.at(-1);
    if (rows.length < PAGE_SIZE || !last) return;
    after = last.id;
  }
}

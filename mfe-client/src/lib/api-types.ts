/**
 * The API's answers: one resource, or a page of them (SPEC §7, DESIGN.md). Only features/apps still uses
 * these (it moves to a shared module in another change); everything else imports the contract's.
 */
export interface One<T> {
  data: T;
}

export interface Page<T> {
  data: T[];
  meta: { currentPage: number; lastPage: number; total: number; perPage: number };
}

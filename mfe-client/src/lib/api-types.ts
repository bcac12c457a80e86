/** The API's answers: one resource, or a page of them (SPEC §7, DESIGN.md). */
export interface One<T> {
  data: T;
}

export interface Page<T> {
  data: T[];
  meta: { currentPage: number; lastPage: number; total: number; perPage: number };
}

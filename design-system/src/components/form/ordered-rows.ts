/** A row of an ordered list (social accounts, a coach's experience): `order` is its 1-based place. */
export interface OrderedRow {
  order: number;
}

/** Rewrites every row's `order` as its place in the list, from 1: after every add, delete and move. */
export function renumber<T extends OrderedRow>(rows: readonly T[]): T[] {
  return rows.map((row, index) => (row.order === index + 1 ? row : { ...row, order: index + 1 }));
}

/** Rows by their stored `order` (the API keeps the list as sent; this guards against gaps and ties). */
export function byOrder<T extends OrderedRow>(rows: readonly T[]): T[] {
  return renumber([...rows].sort((a, b) => a.order - b.order));
}

/** The list with the row at `from` moved to `to`, renumbered; the list itself for a move out of range. */
export function moveRow<T>(rows: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return [...rows];
  const next = [...rows];
  const [row] = next.splice(from, 1) as [T];
  next.splice(to, 0, row);
  return next;
}

/** The list without the row at `index`. */
export function removeRow<T>(rows: readonly T[], index: number): T[] {
  return rows.filter((_, at) => at !== index);
}

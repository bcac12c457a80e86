import { useRef } from 'react';
import { moveRow, removeRow } from './ordered-rows.ts';
import type { FormApi } from './use-form.ts';

/** A list field of a form with the actions of its table. */
export interface FormList<T> {
  rows: T[];
  /** A stable id per row, which follows the row through moves and removals, so focus and typed text stay with it. */
  idOf: (index: number) => string;
  /** Adds `blank()` at the end. */
  add: () => void;
  remove: (index: number) => void;
  move: (from: number, to: number) => void;
}

/** What a list field needs besides its form and path. */
export interface FormListOptions<T> {
  /** A new row. */
  blank: () => T;
  /** Applied to the rows after every change: `renumber` keeps each row's `order` its 1-based place. */
  normalize?: (rows: T[]) => T[];
}

/**
 * The rows of the list at `path` of a form (Social Accounts, a coach's experience, a group's people),
 * added at the end, removed and moved (a Table's onReorder), each with a stable id for its table row.
 */
export function useFormList<T>(
  form: Pick<FormApi<unknown>, 'getValue' | 'setValue'>,
  path: string,
  { blank, normalize = (rows) => rows }: FormListOptions<T>,
): FormList<T> {
  const rows = (form.getValue(path) as T[] | undefined) ?? [];
  const ids = useRef<string[]>([]);
  const serial = useRef(0);
  const nextId = () => `${path}-${serial.current++}`;
  while (ids.current.length < rows.length) ids.current.push(nextId());
  ids.current.length = rows.length;

  const set = (next: T[], nextIds: string[]) => {
    ids.current = nextIds;
    form.setValue(path, normalize(next));
  };
  return {
    rows,
    idOf: (index) => ids.current[index] ?? String(index),
    add: () => set([...rows, blank()], [...ids.current, nextId()]),
    remove: (index) => set(removeRow(rows, index), removeRow(ids.current, index)),
    move: (from, to) => set(moveRow(rows, from, to), moveRow(ids.current, from, to)),
  };
}

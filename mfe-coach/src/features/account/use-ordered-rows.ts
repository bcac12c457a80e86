import type { FormApi } from '@exceed/design-system';
import { useRef } from 'react';
import { moveRow, type OrderedRow, removeRow, renumber } from './ordered-rows.ts';

/** An ordered list field of the profile form, with the actions of its table. */
export interface OrderedRows<T> {
  rows: T[];
  /** A stable id per row, which follows the row through moves so focus and row state stay with it. */
  idOf: (index: number) => string;
  add: () => void;
  remove: (index: number) => void;
  move: (from: number, to: number) => void;
}

/**
 * The rows of the list at `path` of the form: a new row is `blank` with order = length + 1; deleting and
 * moving renumber the rest, so `order` is always the row's place (what the public profile sorts by).
 */
export function useOrderedRows<T extends OrderedRow>(
  form: Pick<FormApi<unknown>, 'getValue' | 'setValue'>,
  path: string,
  blank: () => Omit<T, 'order'>,
): OrderedRows<T> {
  const rows = (form.getValue(path) as T[] | undefined) ?? [];
  const ids = useRef<string[]>([]);
  const serial = useRef(0);
  const nextId = () => `${path}-${serial.current++}`;
  while (ids.current.length < rows.length) ids.current.push(nextId());
  ids.current.length = rows.length;

  const set = (next: T[], nextIds: string[]) => {
    ids.current = nextIds;
    form.setValue(path, renumber(next));
  };
  return {
    rows,
    idOf: (index) => ids.current[index] ?? String(index),
    add: () => set([...rows, { ...blank(), order: rows.length + 1 } as T], [...ids.current, nextId()]),
    remove: (index) => set(removeRow(rows, index), removeRow(ids.current, index)),
    move: (from, to) => set(moveRow(rows, from, to), moveRow(ids.current, from, to)),
  };
}

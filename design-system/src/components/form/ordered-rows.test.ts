import { describe, expect, it } from 'vitest';
import { byOrder, moveRow, removeRow, renumber } from './ordered-rows.ts';

const rows = [
  { title: 'A', order: 1 },
  { title: 'B', order: 2 },
  { title: 'C', order: 3 },
];
const titles = (list: { title: string }[]) => list.map((row) => row.title);

describe('ordered rows', () => {
  it('moves a row down and up', () => {
    expect(titles(moveRow(rows, 0, 2))).toEqual(['B', 'C', 'A']);
    expect(titles(moveRow(rows, 2, 0))).toEqual(['C', 'A', 'B']);
  });

  it('leaves the list as it is for a move out of range', () => {
    expect(titles(moveRow(rows, 1, 5))).toEqual(['A', 'B', 'C']);
    expect(titles(moveRow(rows, -1, 0))).toEqual(['A', 'B', 'C']);
  });

  it('gives every row its place from 1 after a move or a delete', () => {
    expect(renumber(moveRow(rows, 0, 2)).map((row) => [row.title, row.order])).toEqual([
      ['B', 1],
      ['C', 2],
      ['A', 3],
    ]);
    expect(renumber(removeRow(rows, 0)).map((row) => [row.title, row.order])).toEqual([
      ['B', 1],
      ['C', 2],
    ]);
  });

  it('reads a stored list by its order, closing gaps', () => {
    const stored = [
      { title: 'Second', order: 7 },
      { title: 'First', order: 2 },
    ];
    expect(byOrder(stored)).toEqual([
      { title: 'First', order: 1 },
      { title: 'Second', order: 2 },
    ]);
  });
});

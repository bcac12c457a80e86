import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renumber } from './ordered-rows.ts';
import { useForm } from './use-form.ts';
import { useFormList } from './use-form-list.ts';

interface Row {
  name: string;
  order: number;
}

function useList(initial: Row[]) {
  const form = useForm<{ rows: Row[] }>({ initialValues: { rows: initial }, onSubmit: () => undefined });
  const list = useFormList<Row>(form, 'rows', { blank: () => ({ name: '', order: 0 }), normalize: renumber });
  return { form, list };
}

describe('useFormList', () => {
  it('adds at the end, removes and moves, renumbering, and each row keeps its id', () => {
    const { result } = renderHook(() =>
      useList([
        { name: 'a', order: 1 },
        { name: 'b', order: 2 },
      ]),
    );
    const idOfB = result.current.list.idOf(1);
    act(() => result.current.list.add());
    expect(result.current.form.getValue('rows')).toEqual([
      { name: 'a', order: 1 },
      { name: 'b', order: 2 },
      { name: '', order: 3 },
    ]);
    act(() => result.current.list.move(1, 0));
    expect(result.current.list.rows.map((row) => [row.name, row.order])).toEqual([
      ['b', 1],
      ['a', 2],
      ['', 3],
    ]);
    expect(result.current.list.idOf(0)).toBe(idOfB);
    act(() => result.current.list.remove(0));
    expect(result.current.list.rows.map((row) => row.name)).toEqual(['a', '']);
    expect(result.current.list.idOf(0)).not.toBe(idOfB);
  });
});

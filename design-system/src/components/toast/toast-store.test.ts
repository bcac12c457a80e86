import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dismissToast,
  resetToasts,
  TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  toast,
  useToasts,
} from './toast-store.ts';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetToasts();
  });

  afterEach(() => {
    resetToasts();
    vi.useRealTimers();
  });

  it('uses the limits of SPEC.md §9', () => {
    expect(TOAST_LIMIT).toBe(10);
    expect(TOAST_DURATION).toBe(5000);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  it('adds a toast, newest first, with the default variant and duration', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'User Updated', description: 'Successfully updated.', variant: 'success' });
    });
    expect(result.current.map((item) => item.title)).toEqual(['User Updated', 'First']);
    expect(result.current[0]).toMatchObject({
      description: 'Successfully updated.',
      variant: 'success',
      duration: TOAST_DURATION,
      open: true,
    });
    expect(result.current[1]?.variant).toBe('default');
  });

  it('keeps a custom duration', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'Quick', duration: 1500 });
    });
    expect(result.current[0]?.duration).toBe(1500);
  });

  it('holds at most 10 toasts and drops the oldest at the 11th', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      for (let index = 1; index <= 11; index += 1) toast({ title: `Toast ${index}` });
    });
    expect(result.current).toHaveLength(TOAST_LIMIT);
    expect(result.current[0]?.title).toBe('Toast 11');
    expect(result.current.at(-1)?.title).toBe('Toast 2');
    expect(result.current.some((item) => item.title === 'Toast 1')).toBe(false);
  });

  it('gives every toast its own id', () => {
    const ids = new Set(Array.from({ length: 5 }, () => toast({ title: 'Same' }).id));
    expect(ids.size).toBe(5);
  });

  it('marks a dismissed toast closed and removes it after TOAST_REMOVE_DELAY', () => {
    const { result } = renderHook(() => useToasts());
    let handle = { id: '', dismiss: () => {} };
    act(() => {
      handle = toast({ title: 'Upload failed', description: 'Please try again', variant: 'destructive' });
    });
    act(() => handle.dismiss());
    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({ id: handle.id, open: false });

    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
    expect(result.current).toHaveLength(1);

    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toHaveLength(0);
  });

  it('dismisses only the given toast by id', () => {
    const { result } = renderHook(() => useToasts());
    let keep = '';
    act(() => {
      keep = toast({ title: 'Keep' }).id;
      const close = toast({ title: 'Close' }).id;
      dismissToast(close);
    });
    expect(result.current.find((item) => item.id === keep)?.open).toBe(true);
    expect(result.current.find((item) => item.title === 'Close')?.open).toBe(false);
  });

  it('dismisses every toast when called without an id', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'One' });
      toast({ title: 'Two' });
      dismissToast();
    });
    expect(result.current.every((item) => !item.open)).toBe(true);
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY));
    expect(result.current).toHaveLength(0);
  });

  it('does not restart the removal timer when dismissed twice', () => {
    const { result } = renderHook(() => useToasts());
    let handle = { id: '', dismiss: () => {} };
    act(() => {
      handle = toast({ title: 'Twice' });
      handle.dismiss();
    });
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY / 2));
    act(() => handle.dismiss());
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY / 2));
    expect(result.current).toHaveLength(0);
  });
});

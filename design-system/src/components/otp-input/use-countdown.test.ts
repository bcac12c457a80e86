import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESEND_AFTER_SECONDS, useCountdown } from './use-countdown.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('counts down from mount to 0, second by second, and starts again on restart', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.left).toBe(RESEND_AFTER_SECONDS);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.left).toBe(RESEND_AFTER_SECONDS - 1);
    act(() => vi.advanceTimersByTime(RESEND_AFTER_SECONDS * 1000));
    expect(result.current.left).toBe(0);
    act(() => result.current.restart());
    expect(result.current.left).toBe(RESEND_AFTER_SECONDS);
  });

  it('takes its own length', () => {
    const { result } = renderHook(() => useCountdown(5));
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.left).toBe(0);
  });
});

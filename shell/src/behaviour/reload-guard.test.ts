import { beforeEach, describe, expect, it } from 'vitest';
import { isStaleCodeError, mayReload, RELOAD_GUARD_MS } from './reload-guard.ts';

beforeEach(() => sessionStorage.clear());

describe('reload guard', () => {
  it('reloads a path once, not again within 10 s, and again after', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(mayReload('/b/bookings', 1_000)).toBe(true);
    expect(mayReload('/b/bookings', 1_000 + 9_999)).toBe(false);
    expect(mayReload('/b/payments', 1_000 + 9_999)).toBe(true);
    expect(mayReload('/b/bookings', 1_000 + 20_000)).toBe(true);
  });

  it('tells a chunk that could not load from other errors', () => {
    const chunk = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    expect(isStaleCodeError(chunk)).toBe(true);
    expect(isStaleCodeError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isStaleCodeError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});

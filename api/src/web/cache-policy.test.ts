import { describe, expect, it } from 'vitest';
import { cacheControlFor } from './cache-policy.ts';

describe('cacheControlFor', () => {
  it.each([
    ['main.3fa9c2b1.js', 'public, max-age=31536000, immutable'],
    ['412.a1b2c3d4e5f6a7b8.chunk.js', 'public, max-age=31536000, immutable'],
    ['styles.0123abcd.css', 'public, max-age=31536000, immutable'],
    ['index.html', 'no-cache'],
    ['remoteEntry.js', 'no-cache'],
    ['mf-manifest.json', 'no-cache'],
    ['remotes.json', 'no-cache'],
    ['main.3fa9c2b.js', 'no-cache'],
    ['logo.DEADBEEF.png', 'no-cache'],
  ])('%s → %s', (name, expected) => {
    expect(cacheControlFor(name)).toBe(expected);
  });
});

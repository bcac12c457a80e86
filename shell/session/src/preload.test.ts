import { describe, expect, it } from 'vitest';
import { createPreloadQueue, MAX_PRELOADS } from './preload.ts';

describe('route preloads', () => {
  it('runs at most 4 at once, each key once, and starts the next as one finishes', async () => {
    expect(MAX_PRELOADS).toBe(4);
    const queue = createPreloadQueue();
    const finish: Array<() => void> = [];
    const started: string[] = [];
    const load = (key: string) => () =>
      new Promise<void>((resolve) => {
        started.push(key);
        finish.push(resolve);
      });
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'a']) queue.preload(key, load(key));
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    expect(queue.running).toBe(4);
    finish[0]?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('goes on after a preload fails', async () => {
    const queue = createPreloadQueue(1);
    const started: string[] = [];
    queue.preload('x', async () => {
      started.push('x');
      throw new Error('offline');
    });
    queue.preload('y', async () => {
      started.push('y');
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['x', 'y']);
  });
});

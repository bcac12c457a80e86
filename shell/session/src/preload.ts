/** At most this many route preloads run at once (SPEC §9). */
export const MAX_PRELOADS = 4;

/**
 * Runs preloads (a hovered link's code) at most `limit` at a time, each key once: a hand sweeping over a
 * menu must not start a download per link at once, and the page's own requests keep the bandwidth.
 */
export function createPreloadQueue(limit = MAX_PRELOADS) {
  const started = new Set<string>();
  const waiting: Array<() => Promise<unknown>> = [];
  let running = 0;

  const next = () => {
    while (running < limit && waiting.length > 0) {
      const task = waiting.shift();
      if (!task) break;
      running++;
      task()
        .catch(() => undefined)
        .finally(() => {
          running--;
          next();
        });
    }
  };

  return {
    preload(key: string, load: () => Promise<unknown>): void {
      if (started.has(key)) return;
      started.add(key);
      waiting.push(load);
      next();
    },
    get running() {
      return running;
    },
  };
}

const queue = createPreloadQueue();

/**
 * Preloads `key` (a route's code) through the page's one queue: the shell and every remote share the
 * limit of MAX_PRELOADS.
 */
export function preload(key: string, load: () => Promise<unknown>): void {
  queue.preload(key, load);
}

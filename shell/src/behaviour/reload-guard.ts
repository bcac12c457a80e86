/** How long a reload for a path counts as recent (SPEC §9: 10 s by default). */
export const RELOAD_GUARD_MS = 10_000;

const KEY = 'exceed.reload-guard';

/**
 * A page whose code cannot load after a deploy (its old chunks are gone) is fixed by one reload; this
 * remembers the path reloaded for, with an expiry, so the same failure right after that reload shows the
 * error instead of reloading forever.
 * Answers true (and records the path) when reloading is worth trying now.
 */
export function mayReload(path: string, now = Date.now(), storage: Storage = sessionStorage): boolean {
  const saved = readGuard(storage);
  if (saved && saved.path === path && saved.expiresAt > now) return false;
  storage.setItem(KEY, JSON.stringify({ path, expiresAt: now + RELOAD_GUARD_MS }));
  return true;
}

function readGuard(storage: Storage): { path: string; expiresAt: number } | undefined {
  try {
    const value = JSON.parse(storage.getItem(KEY) ?? 'null') as {
      path?: unknown;
      expiresAt?: unknown;
    } | null;
    if (typeof value?.path === 'string' && typeof value.expiresAt === 'number') {
      return { path: value.path, expiresAt: value.expiresAt };
    }
  } catch {
    // A value written by something else is no guard.
  }
  return undefined;
}

/** Errors of a script or chunk that could not be fetched: what a deploy does to an open page. */
export function isStaleCodeError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Loading (CSS )?chunk|Failed to fetch dynamically imported module|RUNTIME-00[38]/i.test(
    text,
  );
}

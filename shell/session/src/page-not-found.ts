/**
 * A route validation that finds nothing throws this, and the shell's error page answers with
 * "Page Not Found: {path}" (SPEC §2). Shared here so every remote fails the same way.
 */
export function pageNotFound(): never {
  throw Object.assign(new Error('Not Found'), { status: 404 });
}

/** The HTTP-like status an error carries, if any. */
export function statusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return undefined;
}

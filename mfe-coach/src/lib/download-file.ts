import { sessionStore } from '@exceed/session';

/** A file of the API (its path without /v1) as an address a plain link opens: the user's default team's. */
export const fileHref = (path: string) => `/v1${path}`;

/**
 * Fetches a file of the API (its path without /v1) with the session's X-Team header, so that the file of
 * the team in use is the one saved, and saves it as `fileName`. Throws when the API refuses it.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const { tenantSlug } = sessionStore.getState();
  const response = await fetch(fileHref(path), {
    credentials: 'include',
    headers: tenantSlug ? { 'X-Team': tenantSlug } : {},
  });
  if (!response.ok) throw new Error(response.statusText);
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

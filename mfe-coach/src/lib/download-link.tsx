import { toast } from '@exceed/design-system';
import { GENERIC_ERROR, sessionStore } from '@exceed/session';
import { type ReactNode, useState } from 'react';

/**
 * A link to a file of the API (a PDF statement or invoice). The href works on its own (the user's default
 * team); a click fetches it with the session's X-Team header, so the file of the team in use is saved.
 */
export function DownloadLink({
  path,
  fileName,
  children,
}: {
  /** The API path without /v1, from the feature's API file (e.g. workshops-api.ts's statementPath). */
  path: string;
  fileName: string;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const href = `/v1${path}`;
  const download = async () => {
    setBusy(true);
    try {
      const { tenantSlug } = sessionStore.getState();
      const response = await fetch(href, {
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
    } catch {
      toast({
        title: GENERIC_ERROR,
        description: 'The file could not be downloaded.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <a
      href={href}
      download={fileName}
      className="coach-download"
      aria-busy={busy || undefined}
      onClick={(event) => {
        event.preventDefault();
        void download();
      }}
    >
      {children}
    </a>
  );
}

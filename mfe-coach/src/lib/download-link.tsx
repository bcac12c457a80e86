import { toast } from '@exceed/design-system';
import { GENERIC_ERROR } from '@exceed/session';
import { type ReactNode, useState } from 'react';
import { downloadFile, fileHref } from './download-file.ts';

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
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(path, fileName);
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
      href={fileHref(path)}
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

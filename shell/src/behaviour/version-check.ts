import { toast } from '@exceed/design-system';
import { useEffect } from 'react';

/** How often the shell asks whether a new build was deployed (SPEC §9: "checked periodically"). */
export const VERSION_CHECK_MS = 5 * 60_000;

/** The shell's entry script named in an index.html: its content hash changes with every build. */
export function entryScriptOf(html: string): string | undefined {
  return /<script[^>]+src="([^"]*\/main[^"]*\.js)"/.exec(html)?.[1];
}

/** The entry script of the page being shown. */
function currentEntry(): string | undefined {
  const script = [...document.scripts].find((s) =>
    /\/main[^/]*\.js$/.test(new URL(s.src || '/', location.href).pathname),
  );
  return script ? new URL(script.src).pathname : undefined;
}

/**
 * Compares the page's build with the deployed index.html every VERSION_CHECK_MS and when the tab is shown
 * again; once they differ it offers a reload (once: the toast stays until used or closed).
 */
export function useVersionCheck(interval = VERSION_CHECK_MS): void {
  useEffect(() => {
    const running = currentEntry();
    if (!running) return; // the dev server has no hashed entry
    let offered = false;
    const check = async () => {
      if (offered || document.visibilityState === 'hidden') return;
      const response = await fetch('/index.html', { cache: 'no-store' }).catch(() => undefined);
      if (!response?.ok) return;
      const deployed = entryScriptOf(await response.text());
      if (!deployed || deployed === running) return;
      offered = true;
      toast({
        title: 'A new version of Exceed is available',
        description: 'Reload to get the latest features and fixes.',
        duration: Number.POSITIVE_INFINITY,
        action: { label: 'Reload', onClick: () => location.reload(), altText: 'Reload the page to update' },
      });
    };
    const timer = setInterval(() => void check(), interval);
    const onVisible = () => void check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [interval]);
}

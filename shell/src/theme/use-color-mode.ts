import { resolveColorMode, useSession } from '@exceed/session';
import { useEffect, useSyncExternalStore } from 'react';

const darkQuery = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(darkQuery);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * Paints the user's colour mode on <html data-theme>, following the system while the preference is auto.
 * `forced` wins where a layout fixes the mode (the marketing pages are always light, SPEC §2).
 */
export function useColorMode(forced?: 'light' | 'dark') {
  const mode = useSession((s) => s.colorMode);
  const prefersDark = useSyncExternalStore(subscribe, () => window.matchMedia(darkQuery).matches);
  const theme = forced ?? resolveColorMode(mode, prefersDark);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.style.colorScheme = theme;
  }, [theme]);
}

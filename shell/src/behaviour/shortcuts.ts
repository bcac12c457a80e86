import { chooseColorMode, logout, resolveColorMode, sessionStore } from '@exceed/session';
import { useEffect } from 'react';

/** The element meta+/ focuses: the page's search box. */
const SEARCH = 'input[type="search"], [role="search"] input, [role="searchbox"]';

/**
 * SPEC §2's keyboard shortcuts, with Cmd on a Mac and Ctrl elsewhere: meta+shift+L logs out, meta+/
 * focuses search, meta+shift+D toggles dark and light (saved as the user's preference when signed in).
 */
export function useShortcuts(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.metaKey || event.ctrlKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      const { user, colorMode } = sessionStore.getState();
      if (event.shiftKey && key === 'l' && user) {
        event.preventDefault();
        void logout();
      } else if (!event.shiftKey && key === '/') {
        const search = document.querySelector<HTMLElement>(SEARCH);
        if (!search) return;
        event.preventDefault();
        search.focus();
      } else if (event.shiftKey && key === 'd') {
        event.preventDefault();
        const shown = resolveColorMode(colorMode, window.matchMedia('(prefers-color-scheme: dark)').matches);
        void chooseColorMode(shown === 'dark' ? 'light' : 'dark').catch(() => undefined);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

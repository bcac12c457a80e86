import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

interface PageTitleState {
  /** What the page on screen set; an object of its own per call, so a page that goes clears only its own. */
  current: { title: string } | null;
}

/** Lives in the session package, which every container shares: a remote's page and the shell see one store. */
const pageTitleStore = createStore<PageTitleState>()(() => ({ current: null }));

/**
 * Names the page on screen (SPEC §2 "Page title"): every route's page calls it once with its own title, a
 * detail page with the thing's name (a placeholder such as "Workshop" while it loads). The shell formats it
 * ("Bookings | Exceed [staging]") and writes it into the document; a page that unmounts takes its title
 * with it, so the next page never shows a stale one.
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const entry = { title };
    pageTitleStore.setState({ current: entry });
    return () => {
      if (pageTitleStore.getState().current === entry) pageTitleStore.setState({ current: null });
    };
  }, [title]);
}

/** The title the page on screen set with usePageTitle, null while none has: for the shell, which shows it. */
export function useCurrentPageTitle(): string | null {
  return useStore(pageTitleStore, (state) => state.current?.title ?? null);
}

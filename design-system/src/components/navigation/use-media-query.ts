import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following changes; `false` where `matchMedia` is missing (tests, old
 * browsers), so layouts fall back to their small-screen behaviour, which CSS corrects.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

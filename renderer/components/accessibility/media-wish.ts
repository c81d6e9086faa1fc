import { useSyncExternalStore } from 'react';

/** Whether a media query matches now, following its changes (a screen switched to high contrast). */
export function useMediaWish(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => window.matchMedia(query).matches,
  );
}

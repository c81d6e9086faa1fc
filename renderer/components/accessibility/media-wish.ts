import { useSyncExternalStore } from 'react';

/**
 * One MediaQueryList per query for the page's life: a new one on every render (each scan renders a
 * page) would have the browser evaluate the query again each time.
 */
const lists = new Map<string, MediaQueryList>();

function listOf(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** Whether a media query matches now, following its changes (a screen switched to high contrast). */
export function useMediaWish(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = listOf(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => listOf(query).matches,
  );
}

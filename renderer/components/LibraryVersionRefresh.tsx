import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ADMIN_ROOT, PUBLIC_ROOT, publicQueries } from '../queries';

/** How often an open page asks which library version the server serves: one tiny query. */
const VERSION_POLL_MS = 30_000;

/**
 * Watches the served library version. Pages keep what they fetched for good (a kiosk must stay
 * usable while its server is down), so when a follower applies a new version in the background
 * (a hub check or a USB folder) every cached article, instruction and admin list is fetched again.
 * Mounted once for the whole app.
 */
export function LibraryVersionRefresh(): null {
  const client = useQueryClient();
  const version = useQuery({
    ...publicQueries.libraryVersion(),
    staleTime: 0,
    refetchInterval: VERSION_POLL_MS,
    refetchOnWindowFocus: true,
  }).data?.version;
  const seen = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (version === undefined) return;
    const before = seen.current;
    seen.current = version;
    if (before === undefined || before === version) return;
    void client.invalidateQueries({ queryKey: PUBLIC_ROOT });
    void client.invalidateQueries({ queryKey: ADMIN_ROOT });
  }, [client, version]);
  return null;
}

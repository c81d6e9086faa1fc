import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './client';
import { notifyUnauthorized } from './unauthorized';

/** Per-query or per-mutation `meta` the data layer understands. */
interface DataLayerMeta extends Record<string, unknown> {
  /** A 401 is an ordinary answer here (who is signed in? a wrong password), not a lost session. */
  expectsUnauthorized?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: DataLayerMeta;
    mutationMeta: DataLayerMeta;
  }
}

function reportUnauthorized(error: unknown, meta: DataLayerMeta | undefined): void {
  if (isApiError(error) && error.kind === 'unauthorized' && !meta?.expectsUnauthorized) {
    notifyUnauthorized(error);
  }
}

/**
 * Spec section 7's default: no retry, no refetch on window focus, infinite staleness (what a kiosk
 * has seen stays usable while the server is down). Pages that want a quiet retry after an outage
 * ask for it themselves. The one place a 401 is noticed is here.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => reportUnauthorized(error, query.meta),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => reportUnauthorized(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        // A kiosk on a closed network may have no route at all, so the browser reports "offline"
        // while our server on this machine answers fine: always try, never pause.
        networkMode: 'always',
        // A kiosk runs for days; seen pages stay for the session but unused ones are let go.
        gcTime: 60 * 60 * 1000,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** The app's one QueryClient, also reachable outside React (e.g. a store clearing data on sign-out). */
export const queryClient = createQueryClient();

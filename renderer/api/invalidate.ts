import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/**
 * What each kind of admin change makes stale. Public pages read the same data, so every change
 * that can alter what a visitor sees also invalidates the public branch; every change is logged,
 * so the activity list is invalidated too.
 */
export const invalidateAfter = {
  categoryChange: (client: QueryClient) =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.admin.categories() }),
      client.invalidateQueries({ queryKey: queryKeys.admin.instructions() }),
      client.invalidateQueries({ queryKey: queryKeys.admin.translations() }),
      client.invalidateQueries({ queryKey: queryKeys.admin.articleNumbers() }),
      client.invalidateQueries({ queryKey: queryKeys.admin.activities() }),
      client.invalidateQueries({ queryKey: queryKeys.public.all }),
    ]),
  instructionChange: (client: QueryClient) =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.admin.instructions() }),
      client.invalidateQueries({ queryKey: queryKeys.admin.translations() }),
      client.invalidateQueries({ queryKey: queryKeys.admin.activities() }),
      client.invalidateQueries({ queryKey: queryKeys.public.all }),
    ]),
  articleNumberChange: (client: QueryClient) =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.admin.articleNumbers() }),
      client.invalidateQueries({ queryKey: queryKeys.admin.activities() }),
      client.invalidateQueries({ queryKey: queryKeys.public.all }),
    ]),
  mediaChange: (client: QueryClient) =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.admin.media() }),
      client.invalidateQueries({ queryKey: queryKeys.admin.activities() }),
    ]),
  sessionChange: (client: QueryClient) => {
    client.removeQueries({ queryKey: queryKeys.admin.all });
    return client.invalidateQueries({ queryKey: queryKeys.auth.all });
  },
};

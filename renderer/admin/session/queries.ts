import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Credentials, SessionUser } from '../../../common/api/auth';
import { fetchCurrentUser, fetchSetupStatus, login, logout, register } from '../../api/auth';
import { ADMIN_ROOT } from '../../queries';
import { adminKeys } from '../shell/admin-keys';

const ROOT = adminKeys.session;

export const sessionQueries = {
  /**
   * Who is signed in: null when nobody is. Any non-ok answer counts as signed out (spec section 2),
   * so this query never fails and a 401 here is an answer, not a lost session.
   */
  currentUser: () =>
    queryOptions({
      queryKey: [...ROOT, 'user'],
      queryFn: ({ signal }): Promise<SessionUser | null> => fetchCurrentUser({ signal }).catch(() => null),
    }),
  /**
   * Whether the first admin still has to be created, and whether this browser may do it. Asked
   * afresh on every visit of the sign-in page (forgotten when it closes), never shown from before.
   */
  setupStatus: () =>
    queryOptions({
      queryKey: [...ROOT, 'setup'],
      queryFn: ({ signal }) => fetchSetupStatus({ signal }),
      gcTime: 0,
    }),
};

/**
 * Someone signed in: asks who, with their role, before the sign-in counts as done, so the admin
 * area opens with the menu of that role.
 */
async function signedIn(client: QueryClient): Promise<void> {
  await client.query({ ...sessionQueries.currentUser(), staleTime: 0 });
}

/** A wrong password answers 401: the sign-in page says so, it is not a lost session. */
export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Credentials) => login(credentials),
    onSuccess: () => signedIn(client),
    meta: { expectsUnauthorized: true },
  });
}

/** Creates the first admin while setup is open, and signs them in. */
export function useRegisterFirstAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Credentials) => register(credentials),
    onSuccess: () => signedIn(client),
    meta: { expectsUnauthorized: true },
  });
}

/** Signed out even when the server cannot be told: nothing of the admin's data stays in memory. */
export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => logout(),
    onSettled: () => {
      client.removeQueries({ queryKey: ADMIN_ROOT });
      client.setQueryData(sessionQueries.currentUser().queryKey, null);
    },
    meta: { expectsUnauthorized: true },
  });
}

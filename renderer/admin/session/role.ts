import { useQuery } from '@tanstack/react-query';
import type { Role } from '../../../common/roles';
import { sessionQueries } from './queries';

/** The signed-in user's role; undefined while unknown, which every page treats as the lesser one. */
function useRole(): Role | undefined {
  return useQuery(sessionQueries.currentUser()).data?.role;
}

/** Whether the signed-in user may delete, import and manage (the server refuses an editor anyway). */
export function useIsAdmin(): boolean {
  return useRole() === 'admin';
}

import type { ReactNode } from 'react';
import { Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router-dom';
import { sessionQueries } from './session/queries';
import { signInPath } from './use-session-redirect';

/**
 * Asks GET /api/user each time the admin area is entered; a signed-out visitor signs in and comes
 * back. A session that ends while the admin works is noticed by the next request's 401
 * (`use-session-redirect`).
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const { data: user } = useQuery({ ...sessionQueries.currentUser(), refetchOnMount: 'always' });

  if (user === null) return <Navigate to={signInPath(pathname + search)} replace />;
  if (user === undefined) return <Spinner className="page-spinner" />;
  return children;
}

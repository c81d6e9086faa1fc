import { useEffect, type ReactNode } from 'react';
import { Spinner } from '@blueprintjs/core';
import { Navigate, useLocation } from 'react-router-dom';
import { useAdminSession } from './session/admin-session';
import { signInPath } from './use-session-redirect';

/** Asks GET /api/user on every admin navigation; a signed-out visitor signs in and comes back. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const status = useAdminSession((state) => state.status);
  const refresh = useAdminSession((state) => state.refresh);
  const { pathname, search } = useLocation();

  useEffect(() => {
    void refresh();
  }, [refresh, pathname]);

  if (status === 'signedOut') return <Navigate to={signInPath(pathname + search)} replace />;
  if (status === 'unknown') return <Spinner className="page-spinner" />;
  return children;
}

import { useEffect, useRef } from 'react';
import i18next from 'i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { setUnauthorizedHandler } from '../api/unauthorized';
import { ADMIN_NAMESPACE } from '../i18n/admin-i18n';
import { saveOpenDrafts } from './shell/session-drafts';
import { showToast } from './shell/toaster';

/** The sign-in page with the way back to `path` (the login page returns there after signing in). */
export function signInPath(path: string): string {
  return `/auth?next=${encodeURIComponent(path)}`;
}

/**
 * The admin area's one reaction to a 401 (signed out in another tab, session expired): open forms
 * keep their drafts, the admin goes to /auth and comes back to the same page after signing in.
 */
export function useSessionRedirect(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  useEffect(() => {
    here.current = location.pathname + location.search;
  }, [location]);

  useEffect(() => {
    let redirected = false;
    return setUnauthorizedHandler(() => {
      // Several requests can fail at once; the admin is sent to sign in once.
      if (redirected) return;
      redirected = true;
      saveOpenDrafts();
      const t = i18next.getFixedT(null, ADMIN_NAMESPACE);
      showToast({
        title: t('session.endedTitle'),
        description: t('session.endedText'),
        variant: 'destructive',
      });
      void navigate(signInPath(here.current));
    });
  }, [navigate]);
}

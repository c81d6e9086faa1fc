import { Button, H1 } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, isApiError } from '../api/client';

/** Long enough to read the message, short enough that the next visitor finds a working kiosk. */
const RETURN_AFTER_MS = 5000;

/** The start of the area the visitor was in: the admin dashboard, else the search page. */
const startPath = () => (window.location.pathname.startsWith('/admin') ? '/admin' : '/');

/**
 * Whether a full load of the start page would arrive. While the server is down it would leave the
 * browser's own error page, which a kiosk has no way out of.
 */
async function serverAnswers(): Promise<boolean> {
  try {
    await api.get('/api/health', { timeoutMs: RETURN_AFTER_MS - 1000 });
    return true;
  } catch (error) {
    return !(isApiError(error) && error.isOutage);
  }
}

/** Loads the start page when the server answers; says whether it did. */
async function returnToStart(): Promise<boolean> {
  if (!(await serverAnswers())) return false;
  window.location.assign(startPath());
  return true;
}

/**
 * What a page that failed to render shows: a plain message, then a full load of the start page, so
 * whatever state broke the page is gone. A kiosk blocks the reload keys, so it must recover alone:
 * while the server cannot be reached, it keeps the message and tries again.
 */
export function PageFailed() {
  const { t } = useTranslation();
  const [unreachable, setUnreachable] = useState(false);

  useEffect(() => {
    let timer = 0;
    let mounted = true;
    const attempt = () => {
      void returnToStart().then((returned) => {
        if (returned || !mounted) return;
        setUnreachable(true);
        timer = window.setTimeout(attempt, RETURN_AFTER_MS);
      });
    };
    timer = window.setTimeout(attempt, RETURN_AFTER_MS);
    return () => {
      mounted = false;
      window.clearTimeout(timer);
    };
  }, []);

  return (
    <main className="not-found-page" role="alert">
      <div className="not-found-box">
        <H1>{t('pageFailed.title')}</H1>
        <p>{unreachable ? t('pageFailed.waitingForLibrary') : t('pageFailed.returning')}</p>
        <Button
          size="large"
          intent="primary"
          onClick={() => void returnToStart().then((returned) => setUnreachable(!returned))}
        >
          {t('pageFailed.startNow')}
        </Button>
      </div>
    </main>
  );
}

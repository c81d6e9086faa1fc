import { Button, H1 } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Long enough to read the message, short enough that the next visitor finds a working kiosk. */
const RETURN_AFTER_MS = 5000;

/** The start of the area the visitor was in: the admin dashboard, else the search page. */
const startPath = () => (window.location.pathname.startsWith('/admin') ? '/admin' : '/');

/**
 * What a page that failed to render shows: a plain message, then a full load of the start page, so
 * whatever state broke the page is gone. A kiosk blocks the reload keys, so it must recover alone.
 */
export function PageFailed() {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.assign(startPath()), RETURN_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <main className="not-found-page" role="alert">
      <div className="not-found-box">
        <H1>{t('pageFailed.title')}</H1>
        <p>{t('pageFailed.returning')}</p>
        <Button size="large" intent="primary" onClick={() => window.location.assign(startPath())}>
          {t('pageFailed.startNow')}
        </Button>
      </div>
    </main>
  );
}

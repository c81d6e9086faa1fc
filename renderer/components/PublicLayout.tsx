import { Callout } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useInterfaceLanguage } from '../hooks/useInterfaceLanguage';
import { readScannedCode } from '../kiosk/scanned-code';
import { useScannerCapture } from '../kiosk/useScannerCapture';
import { instructionPath, instructionsPath } from '../paths';
import { publicQueries, SCAN_ASKED } from '../queries';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { AccessibilityButton } from './accessibility/AccessibilityButton';
import { announce, prepareAnnouncements } from './accessibility/announce';
import { useAppliedPreferences, useLowReach } from './accessibility/useAppliedPreferences';

/** How long a scan's page waits for the product's answer before it shows placeholders instead. */
const ANSWER_AWAITED_MS = 100;

const slowAnswer = () => new Promise<void>((resolve) => setTimeout(resolve, ANSWER_AWAITED_MS));

/**
 * Header, page body and footer of every public page. A barcode scan anywhere opens that product in
 * the chosen language; a scanned web link that is not ours is said to be one, not looked up.
 */
export function PublicLayout({
  headerActions,
  className,
  children,
}: {
  headerActions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useInterfaceLanguage();
  const [scannedWebLink, setScannedWebLink] = useState(false);
  const queryClient = useQueryClient();
  const latestScan = useRef(0);
  useAppliedPreferences();
  const lowReach = useLowReach();
  useEffect(prepareAnnouncements, []);
  useScannerCapture((scanned) => {
    const code = readScannedCode(scanned);
    if (code.kind === 'article') announce(t('a11y.scanned', { articleNumber: code.articleNumber }));
    setScannedWebLink(code.kind === 'web-link');
    if (code.kind !== 'article') return;
    const scan = (latestScan.current += 1);
    // Asked for as the scan ends, not once the next page has rendered and run its effects.
    const answer = queryClient.query(publicQueries.article(code.articleNumber)).catch(() => undefined);
    const target = code.instructionNumber
      ? instructionPath(code.articleNumber, language, code.instructionNumber)
      : instructionsPath(code.articleNumber, language);
    // This machine's server answers in milliseconds, sooner than a page of placeholders is drawn:
    // the product's page is drawn once, with its titles. A slow answer still gets its page at once.
    void Promise.race([answer, slowAnswer()]).then(() => {
      // Drawn right here, not in a task of its own behind whatever else the page has queued.
      if (scan === latestScan.current) flushSync(() => void navigate(target, { state: SCAN_ASKED }));
    });
  });
  const header = (
    <AppHeader key="header">
      {headerActions}
      <AccessibilityButton />
    </AppHeader>
  );
  const main = (
    <main key="main" className="public-main">
      {scannedWebLink ? (
        <Callout intent="warning" role="alert" className="scanned-web-link">
          {t('kiosk.scannedWebLink')}
        </Callout>
      ) : null}
      {children}
    </main>
  );
  const footer = <AppFooter key="footer" />;
  return (
    <div className={className ? `public-layout ${className}` : 'public-layout'}>
      {/* Low reach puts the controls at the bottom in the document too, so reading and Tab follow what is seen. */}
      {lowReach ? [main, footer, header] : [header, main, footer]}
    </div>
  );
}

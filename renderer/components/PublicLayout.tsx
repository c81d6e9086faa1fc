import { Callout } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useInterfaceLanguage } from '../hooks/useInterfaceLanguage';
import { readScannedCode } from '../kiosk/scanned-code';
import { useScannerCapture } from '../kiosk/useScannerCapture';
import { instructionPath, instructionsPath } from '../paths';
import { publicQueries } from '../queries';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { AccessibilityButton } from './accessibility/AccessibilityButton';
import { announce, prepareAnnouncements } from './accessibility/announce';
import { useAppliedPreferences, useLowReach } from './accessibility/useAppliedPreferences';

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
  useAppliedPreferences();
  const lowReach = useLowReach();
  useEffect(prepareAnnouncements, []);
  useScannerCapture((scanned) => {
    const code = readScannedCode(scanned);
    if (code.kind === 'article') announce(t('a11y.scanned', { articleNumber: code.articleNumber }));
    setScannedWebLink(code.kind === 'web-link');
    if (code.kind !== 'article') return;
    // Asked for as the scan ends, not once the next page has rendered and run its effects.
    queryClient.query(publicQueries.article(code.articleNumber)).catch(() => undefined);
    void navigate(
      code.instructionNumber
        ? instructionPath(code.articleNumber, language, code.instructionNumber)
        : instructionsPath(code.articleNumber, language),
    );
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

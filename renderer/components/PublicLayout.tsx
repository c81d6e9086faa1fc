import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useInterfaceLanguage } from '../hooks/useInterfaceLanguage';
import { useScannerCapture } from '../kiosk/useScannerCapture';
import { normaliseArticleNumber } from '../../common/article-number-rules';
import { instructionsPath } from '../pages/public/paths';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';

/** Header, page body and footer of every public page; a barcode scan anywhere opens that product. */
export function PublicLayout({
  headerActions,
  className,
  children,
}: {
  headerActions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const language = useInterfaceLanguage();
  useScannerCapture((scanned) => {
    const articleNumber = normaliseArticleNumber(scanned);
    if (articleNumber) void navigate(instructionsPath(articleNumber, language));
  });
  return (
    <div className={className ? `public-layout ${className}` : 'public-layout'}>
      <AppHeader>{headerActions}</AppHeader>
      <main className="public-main">{children}</main>
      <AppFooter />
    </div>
  );
}

import type { ReactNode } from 'react';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';

/** Header, page body and footer of every public page. */
export function PublicLayout({
  headerActions,
  children,
}: {
  headerActions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="public-layout">
      <AppHeader>{headerActions}</AppHeader>
      <main className="public-main">{children}</main>
      <AppFooter />
    </div>
  );
}

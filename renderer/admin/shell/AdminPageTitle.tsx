import { H1 } from '@blueprintjs/core';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

/** The page's one h1, which also names the browser tab: "<page> · Instruction Library". */
export function AdminPageTitle({ children }: { children: string }) {
  useDocumentTitle(children);
  return <H1 className="admin-page-title">{children}</H1>;
}

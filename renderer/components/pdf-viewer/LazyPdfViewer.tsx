import { Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { publicRetry, queryScreen } from '../../api/query-screen';
import { OutageState } from '../OutageState';
import type { PdfViewerProps } from './PdfViewer';
import { pdfViewerModuleQuery } from './queries';

/** pdf.js is large and only an instruction with a PDF manual needs it: it stays out of the kiosk's first load. */
export function LazyPdfViewer(props: PdfViewerProps) {
  const loaded = useQuery({ ...pdfViewerModuleQuery(), ...publicRetry });
  const screen = queryScreen(loaded);
  if (loaded.data) return <loaded.data.PdfViewer {...props} />;
  if (screen === 'loading') return <Spinner size={40} />;
  return <OutageState onRetry={() => void loaded.refetch()} />;
}

import { queryOptions } from '@tanstack/react-query';

/**
 * The PDF viewer (pdf.js), loaded like the content renderer (components/queries.ts): only when an
 * instruction has a PDF, once, kept, and retried quietly when the server cannot be reached.
 */
export const pdfViewerModuleQuery = () =>
  queryOptions({
    queryKey: ['module', 'pdf-viewer'],
    queryFn: () => import('./PdfViewer'),
    staleTime: Infinity,
    gcTime: Infinity,
  });

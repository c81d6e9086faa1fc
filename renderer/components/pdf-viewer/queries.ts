import { moduleQuery } from '../queries';

/** The PDF viewer (pdf.js), loaded only when an instruction has a PDF. */
export const pdfViewerModuleQuery = () => moduleQuery('pdf-viewer', () => import('./PdfViewer'));

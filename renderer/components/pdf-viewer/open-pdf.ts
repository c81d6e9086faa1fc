import { getDocument, GlobalWorkerOptions, type PDFDocumentLoadingTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Where vite.config.ts copies pdf.js's character maps, standard fonts and JPEG 2000 decoder in the build. */
const PDFJS_FILES = '/pdfjs';

/**
 * Opens a PDF of ours, fetching nothing from the internet: the worker, character maps, fonts and
 * decoders come from our build; no eval (the CSP forbids it), no XFA forms, and no scripting
 * (the scripting sandbox is never loaded, so a document's JavaScript cannot run), and no WebAssembly
 * (the CSP has no wasm-unsafe-eval; pdf.js decodes JPEG 2000 with its JavaScript fallback). Auto-fetch and
 * streaming are off so a 100 MB manual loads only the byte ranges of the pages shown (the server
 * answers Range); printing fetches the rest.
 */
export function openPdf(url: string): PDFDocumentLoadingTask {
  return getDocument({
    url,
    cMapUrl: `${PDFJS_FILES}/cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${PDFJS_FILES}/standard_fonts/`,
    wasmUrl: `${PDFJS_FILES}/wasm/`,
    useSystemFonts: false,
    useWasm: false,
    isEvalSupported: false,
    enableXfa: false,
    disableAutoFetch: true,
    disableStream: true,
    withCredentials: false,
  });
}

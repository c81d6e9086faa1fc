import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api';

/** Why a file that starts like a PDF is not taken. */
type PdfRefusal = 'encrypted' | 'broken' | 'script';

export type PdfReading = { ok: true; pages: string[] } | { ok: false; refusal: PdfRefusal; detail: string };

/** Page text separator in the search index; never part of a page's own text. */
const FORM_FEED = /\f/g;

/**
 * The text of every page of a PDF file, read with pdf.js without rendering (no canvas, no fonts
 * loaded, no script run, nothing fetched). Refuses a PDF that needs a password or that carries
 * JavaScript, which a kiosk must never run.
 */
export async function readPdfText(file: string): Promise<PdfReading> {
  // The minified builds: the package carries only these two files of pdf.js (electron-builder.yml).
  const { getDocument, GlobalWorkerOptions } = await import('pdfjs-dist/legacy/build/pdf.min.mjs');
  GlobalWorkerOptions.workerSrc = pathToFileURL(
    createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.worker.min.mjs'),
  ).href;
  const bytes = await readFile(file);
  // A view, not a copy: a 100 MB manual is held once (pdf.js then takes the buffer over).
  const data = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
  const task = getDocument({
    data,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    enableXfa: false,
    verbosity: 0,
  });
  let pdf: PDFDocumentProxy;
  try {
    pdf = await task.promise;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    // pdf.js does not export its exception classes; their names are stable.
    if (error instanceof Error && error.name === 'PasswordException')
      return { ok: false, refusal: 'encrypted', detail };
    return { ok: false, refusal: 'broken', detail };
  }
  try {
    const info = (await pdf.getMetadata()).info as { EncryptFilterName?: string | null };
    if (info.EncryptFilterName) return { ok: false, refusal: 'encrypted', detail: info.EncryptFilterName };
    if ((await pdf.getJSActions()) || (await pdf.hasJSActions()))
      return { ok: false, refusal: 'script', detail: 'document JavaScript' };
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      if (await page.getJSActions())
        return { ok: false, refusal: 'script', detail: `JavaScript on page ${number}` };
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('')
        .replace(FORM_FEED, ' ');
      pages.push(text);
      page.cleanup();
    }
    return { ok: true, pages };
  } catch (error) {
    return { ok: false, refusal: 'broken', detail: error instanceof Error ? error.message : String(error) };
  } finally {
    await pdf.destroy();
  }
}

import type { SavePdfResult } from '../common/kiosk-bridge';
import { isServerOrigin } from './origin';

/** What the main process hands over when a page asks to be saved as PDF. */
export interface SavePdfRequest {
  /** The address of the frame that asked. */
  senderUrl: string;
  serverUrl: string;
  /** The file name the page proposes; a page's word, so it is cleaned before the dialog sees it. */
  suggestedName: unknown;
  /** Renders the asking page with its print stylesheet (webContents.printToPDF). */
  printToPdf: () => Promise<Uint8Array>;
  /** Shows the save dialog; undefined when the person cancels. */
  chooseFile: (defaultName: string) => Promise<string | undefined>;
  writeFile: (filePath: string, data: Uint8Array) => Promise<void>;
}

const FALLBACK_NAME = 'instruction.pdf';
const MAX_NAME_LENGTH = 120;

/** A plain file name ending in .pdf: no folders, no characters Windows or macOS refuse. */
export function pdfFileName(suggested: unknown): string {
  if (typeof suggested !== 'string') return FALLBACK_NAME;
  const base = suggested
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f<>:"/\\|?*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.pdf$/i, '')
    .replace(/^[.\s]+/, '')
    .slice(0, MAX_NAME_LENGTH)
    .trim();
  return base ? `${base}.pdf` : FALLBACK_NAME;
}

/**
 * Saves the asking page as PDF. Only our own pages may ask, so a page from elsewhere can never
 * make the shell open dialogs or write files; the person picks the place in the save dialog.
 */
export async function savePageAsPdf(request: SavePdfRequest): Promise<SavePdfResult> {
  if (!isServerOrigin(request.senderUrl, request.serverUrl)) return { saved: false, message: 'Refused.' };
  const filePath = await request.chooseFile(pdfFileName(request.suggestedName));
  if (!filePath) return { saved: false };
  try {
    await request.writeFile(filePath, await request.printToPdf());
  } catch (error) {
    return { saved: false, message: error instanceof Error ? error.message : String(error) };
  }
  return { saved: true, filePath };
}

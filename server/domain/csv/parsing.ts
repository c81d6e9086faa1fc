import Papa from 'papaparse';
import type { ImportRowError } from '../../../common/api/article-numbers';
import { importRowError } from '../import-row-problems';
import { badRequest } from '../../errors';
import type { RawArticleNumberRow } from '../article-numbers/rows';
import { restoreCell } from '../../../common/spreadsheet-csv';
import { isArticleNumberHeader, WRONG_HEADER_MESSAGE } from './format';

export interface ParsedCsv {
  rows: RawArticleNumberRow[];
  /** Lines the CSV reader itself could not make sense of (broken quotes). */
  errors: ImportRowError[];
}

/** The file's text, or a 400 when it is not UTF-8 text (a spreadsheet or an image renamed to .csv). */
export function decodeCsvBytes(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('The file is not readable UTF-8 text', 'IMPORT_NOT_TEXT');
  }
  if (text.includes('\u0000')) throw badRequest('The file is not readable UTF-8 text', 'IMPORT_NOT_TEXT');
  return text.replace(/^\uFEFF/, '');
}

/** `;` when the header uses it (spreadsheets in many European locales), otherwise `,`. */
function separatorOf(text: string): string {
  const headerLine = text.trimStart().split('\n', 1)[0] ?? '';
  return headerLine.includes(';') && !headerLine.includes(',') ? ';' : ',';
}

/**
 * Reads an `article_number,category` file into data rows with their line numbers. An empty file
 * or a wrong header is a 400: nothing of such a file is imported.
 */
export function parseArticleNumberCsv(original: string): ParsedCsv {
  if (original.trim().length === 0) throw badRequest('The file is empty', 'IMPORT_FILE_EMPTY');
  // One line-end style, whatever mix of editors touched the file.
  const text = original.replace(/\r\n?/g, '\n');
  const rows: RawArticleNumberRow[] = [];
  const errors: ImportRowError[] = [];
  let headerSeen = false;
  let rowStart = 0;
  let line = 1;
  Papa.parse<string[]>(text, {
    delimiter: separatorOf(text),
    newline: '\n',
    skipEmptyLines: false,
    step: (result) => {
      const cells = result.data.map((cell) => restoreCell(cell.trim()));
      const rowEnd = result.meta.cursor;
      const rowLine = line;
      line += countLineBreaks(text.slice(rowStart, rowEnd));
      rowStart = rowEnd;
      const blank = cells.every((cell) => cell.length === 0);
      if (!headerSeen) {
        if (blank) return;
        if (!isArticleNumberHeader(cells)) throw badRequest(WRONG_HEADER_MESSAGE, 'IMPORT_WRONG_HEADER');
        headerSeen = true;
        return;
      }
      if (result.errors.length > 0) {
        errors.push(importRowError(rowLine, { kind: 'malformedQuotes', values: {} }));
        return;
      }
      if (blank) return;
      rows.push({ line: rowLine, number: cells[0] ?? '', category: cells[1] ?? '' });
    },
  });
  return { rows, errors };
}

function countLineBreaks(text: string): number {
  return text.match(/\n/g)?.length ?? 0;
}

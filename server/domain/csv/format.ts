import Papa from 'papaparse';

export const CSV_COLUMNS = ['article_number', 'category'] as const;
export const WRONG_HEADER_MESSAGE = `The first line must be the header "${CSV_COLUMNS.join(',')}"`;

/**
 * A spreadsheet runs a cell starting with = + - @ TAB or CR as a formula. A spreadsheet set to the
 * other separator (`;` in many European locales, `,` elsewhere) splits our cells at that
 * character, so a formula start right after a `,` or `;` inside a cell is as dangerous as one at
 * its start. Apostrophes already there get one more, so that restoreCell can always take exactly
 * one away.
 */
const FORMULA_START = /(^|[,;])('*[=+\-@\t\r])/g;
const NEUTRALISED_START = /(^|[,;])'('*[=+\-@\t\r])/g;

/** Puts an apostrophe before every formula start, so a spreadsheet in any locale shows text. */
export const neutraliseCell = (cell: string): string => cell.replace(FORMULA_START, "$1'$2");

/** Undoes exactly what neutraliseCell added, so an exported file imports to the same records. */
export const restoreCell = (cell: string): string => cell.replace(NEUTRALISED_START, '$1$2');

/** Whether a first row names our two columns, in any case and with any spaces around them. */
export function isArticleNumberHeader(cells: readonly string[]): boolean {
  const names = cells.map((cell) => cell.trim().toLowerCase());
  while (names.length > CSV_COLUMNS.length && names.at(-1) === '') names.pop();
  return names.length === CSV_COLUMNS.length && CSV_COLUMNS.every((column, index) => names[index] === column);
}

export interface ArticleNumberCsvLine {
  number: string;
  category: string;
}

/** The start of the export file: a BOM so spreadsheets read it as UTF-8, then our header. */
export const ARTICLE_NUMBER_CSV_HEAD = `\uFEFF${CSV_COLUMNS.join(',')}\r\n`;

/** Export lines: CRLF line ends, quotes where a cell needs them and formula-like cells neutralised. */
export function formatArticleNumberCsvLines(lines: readonly ArticleNumberCsvLine[]): string {
  if (lines.length === 0) return '';
  const body = Papa.unparse(
    lines.map((line) => [neutraliseCell(line.number), neutraliseCell(line.category)]),
    { newline: '\r\n', quotes: false },
  );
  return `${body}\r\n`;
}

/** The whole export file of a few lines (the streamed export writes the same, chunk by chunk). */
export function formatArticleNumberCsv(lines: readonly ArticleNumberCsvLine[]): string {
  return ARTICLE_NUMBER_CSV_HEAD + formatArticleNumberCsvLines(lines);
}

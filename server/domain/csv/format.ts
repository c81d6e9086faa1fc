import { csvLines } from '../../../common/spreadsheet-csv';

const CSV_COLUMNS = ['article_number', 'category'] as const;
export const WRONG_HEADER_MESSAGE = `The first line must be the header "${CSV_COLUMNS.join(',')}"`;

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
  return csvLines(lines.map((line) => [line.number, line.category]));
}

/** The whole export file of a few lines (the streamed export writes the same, chunk by chunk). */
export function formatArticleNumberCsv(lines: readonly ArticleNumberCsvLine[]): string {
  return ARTICLE_NUMBER_CSV_HEAD + formatArticleNumberCsvLines(lines);
}

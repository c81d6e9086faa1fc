import Papa from 'papaparse';

export const CSV_COLUMNS = ['article_number', 'category'] as const;
export const WRONG_HEADER_MESSAGE = `The first line must be the header "${CSV_COLUMNS.join(',')}"`;

/**
 * A spreadsheet runs a cell starting with = + - @ TAB or CR as a formula. Apostrophes already in
 * front of such a character get one more, so that restoreCell can always take exactly one away.
 */
const FORMULA_LIKE = /^'*[=+\-@\t\r]/;

/** Prefixes an apostrophe so a spreadsheet shows the cell as text instead of running it. */
export const neutraliseCell = (cell: string): string => (FORMULA_LIKE.test(cell) ? `'${cell}` : cell);

/** Undoes exactly what neutraliseCell added, so an exported file imports to the same records. */
export const restoreCell = (cell: string): string =>
  cell.startsWith("'") && FORMULA_LIKE.test(cell) ? cell.slice(1) : cell;

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

/**
 * The export file: a BOM so spreadsheets read it as UTF-8, our header, CRLF line ends, quotes
 * where a cell needs them and formula-like cells neutralised.
 */
export function formatArticleNumberCsv(lines: readonly ArticleNumberCsvLine[]): string {
  const body = Papa.unparse(
    [[...CSV_COLUMNS], ...lines.map((line) => [neutraliseCell(line.number), neutraliseCell(line.category)])],
    { newline: '\r\n', quotes: false },
  );
  return `\uFEFF${body}\r\n`;
}

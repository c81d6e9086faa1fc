/**
 * Every CSV the product writes goes through this file, on the server and in the admin pages alike.
 *
 * A spreadsheet runs a cell starting with = + - @ TAB or CR as a formula. A spreadsheet set to
 * another separator (`;` in de, fr, nl, it, da and es Excel, `,` elsewhere, tab for pasted text)
 * splits our cells at that character, and honours quotes at the start of each piece, so a formula
 * start after a `,`, `;` or tab inside a cell, behind any quotes or spaces, is as dangerous as one
 * at its start (`C;"=HYPERLINK(…)"` becomes a live formula in a `;` locale). An apostrophe goes
 * right before each such start. Apostrophes already there get one more, so that restoreCell can
 * always take exactly one away and an exported file imports to the same records.
 */
const FORMULA_START = /(?<=^|[,;\t])([" ]*)('*[=+\-@\t\r])/g;
const NEUTRALISED_START = /(?<=^|[,;\t])([" ]*)'('*[=+\-@\t\r])/g;

/** Puts an apostrophe before every formula start, so a spreadsheet in any locale shows text. */
export const neutraliseCell = (cell: string): string => cell.replace(FORMULA_START, "$1'$2");

/** Undoes exactly what neutraliseCell added. */
export const restoreCell = (cell: string): string => cell.replace(NEUTRALISED_START, '$1$2');

/**
 * Quoted whenever it holds any locale's separator, a quote or a line break, or starts or ends with a
 * space, so no spreadsheet splits it or trims it.
 */
function quoteCell(cell: string): string {
  return /[",;\t\r\n]|^ | $/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** Lines of neutralised, quoted cells, each ending in CRLF (a part of a file, for streamed exports). */
export function csvLines(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map((cell) => quoteCell(neutraliseCell(cell))).join(',')}\r\n`).join('');
}

/** A whole file: a BOM so spreadsheets read it as UTF-8, the header, then the rows. */
export function csvFile(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `\uFEFF${csvLines([header, ...rows])}`;
}

/**
 * A spreadsheet's reading of a line: split at its separator; a piece that starts with a quote is
 * read as quoted up to the closing quote, and whatever follows that quote is appended as it is
 * (Excel's behaviour, which turns `"" =1` into a formula-looking `=1` after an empty quote).
 */
function spreadsheetCells(line: string, separator: string): string[] {
  const cells: string[] = [];
  let index = 0;
  while (index <= line.length) {
    let cell = '';
    if (line[index] === '"') {
      index += 1;
      while (index < line.length) {
        if (line[index] === '"' && line[index + 1] === '"') {
          cell += '"';
          index += 2;
        } else if (line[index] === '"') {
          index += 1;
          break;
        } else {
          cell += line.charAt(index);
          index += 1;
        }
      }
    }
    const end = line.indexOf(separator, index);
    const stop = end === -1 ? line.length : end;
    cell += line.slice(index, stop);
    cells.push(cell);
    index = stop + 1;
  }
  return cells;
}

/** The cells a spreadsheet splitting a CSV file at `separator` would run as formulas. */
export function formulaCellsSeenBySpreadsheets(file: string, separator: string): string[] {
  return file
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .flatMap((line) => spreadsheetCells(line, separator))
    .filter((cell) => /^[=+\-@\t\r]/.test(cell));
}

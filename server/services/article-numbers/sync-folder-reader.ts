import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { readSheet, type CellValue, type SheetData } from 'read-excel-file/node';
import type { RawArticleNumberRow } from '../../domain/article-numbers/rows';
import { isArticleNumberHeader, WRONG_HEADER_MESSAGE } from '../../domain/csv/format';
import { decodeCsvBytes, parseArticleNumberCsv } from '../../domain/csv/parsing';
import { badRequest, HttpError, notFound } from '../../errors';

export interface SyncFile {
  name: string;
  rows: RawArticleNumberRow[];
}

const SYNC_FILE = /\.(xlsx|csv)$/i;
/** Excel's lock files (`~$Book.xlsx`) sit next to an open workbook and are not workbooks. */
const LOCK_FILE = /^~\$/;

/** Every .xlsx (first sheet) and .csv file of the sync folder, read into data rows. */
export async function readSyncFolder(dir: string): Promise<SyncFile[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const names = entries
    .filter((entry) => entry.isFile() && SYNC_FILE.test(entry.name) && !LOCK_FILE.test(entry.name))
    .map((entry) => entry.name)
    .sort();
  if (names.length === 0) throw notFound(`No .xlsx or .csv file found in the sync folder ${dir}`);
  const files: SyncFile[] = [];
  for (const name of names) {
    files.push({ name, rows: await readSyncFile(path.join(dir, name), name) });
  }
  return files;
}

async function readSyncFile(file: string, name: string): Promise<RawArticleNumberRow[]> {
  const isCsv = /\.csv$/i.test(name);
  try {
    if (isCsv) return parseArticleNumberCsv(decodeCsvBytes(await readFile(file))).rows;
    return sheetRows(await readSheet(file));
  } catch (error) {
    const reason =
      error instanceof HttpError
        ? error.message
        : isCsv
          ? 'the file cannot be read'
          : 'it is not a readable .xlsx workbook';
    throw badRequest(`Cannot read ${name} in the sync folder: ${reason}`);
  }
}

function sheetRows(sheet: SheetData): RawArticleNumberRow[] {
  const [header, ...data] = sheet;
  if (!header || !isArticleNumberHeader(header.map(cellText)))
    throw badRequest(WRONG_HEADER_MESSAGE, 'IMPORT_WRONG_HEADER');
  return data.map((row, index) => ({
    line: index + 2,
    number: cellText(row[0] ?? null),
    category: cellText(row[1] ?? null),
  }));
}

/** Spreadsheets keep article numbers such as 12345 as numbers; we want their text. */
function cellText(cell: CellValue | null): string {
  if (cell === null) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell);
}

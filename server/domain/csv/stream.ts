import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Transform, type TransformCallback } from 'node:stream';
import Papa from 'papaparse';
import type { ImportRowError } from '../../../common/api/article-numbers';
import { importRowError } from '../import-row-problems';
import { badRequest, type HttpError } from '../../errors';
import type { RawArticleNumberRow } from '../article-numbers/rows';
import { restoreCell } from '../../../common/spreadsheet-csv';
import { isArticleNumberHeader, WRONG_HEADER_MESSAGE } from './format';

const NOT_TEXT_MESSAGE = 'The file is not readable UTF-8 text';
/** Enough to hold the header line of any file we accept. */
const HEAD_BYTES = 64 * 1024;

/**
 * UTF-8 bytes to text for the CSV reader: refuses what is not UTF-8 text (a spreadsheet or an image
 * renamed to .csv), drops a BOM and brings every line end to `\n`, also across chunk borders.
 */
class CsvTextDecoder extends Transform {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private first = true;
  private heldCarriageReturn = false;

  constructor() {
    super({ readableObjectMode: true });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.emitText(chunk, true, done);
  }

  override _flush(done: TransformCallback): void {
    this.emitText(new Uint8Array(0), false, done);
  }

  private emitText(bytes: Uint8Array, more: boolean, done: TransformCallback): void {
    let text: string;
    try {
      text = this.decoder.decode(bytes, { stream: more });
    } catch {
      done(badRequest(NOT_TEXT_MESSAGE, 'IMPORT_NOT_TEXT'));
      return;
    }
    if (text.includes('\u0000')) {
      done(badRequest(NOT_TEXT_MESSAGE, 'IMPORT_NOT_TEXT'));
      return;
    }
    if (this.first && text.length > 0) {
      text = text.replace(/^\uFEFF/, '');
      this.first = false;
    }
    if (this.heldCarriageReturn) text = `\r${text}`;
    this.heldCarriageReturn = more && text.endsWith('\r');
    if (this.heldCarriageReturn) text = text.slice(0, -1);
    const normalised = text.replace(/\r\n?/g, '\n');
    done(null, normalised.length > 0 ? normalised : undefined);
  }
}

/** `;` when the header uses it (spreadsheets in many European locales), otherwise `,`. */
async function separatorOfFile(filePath: string): Promise<string> {
  const file = await open(filePath, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(HEAD_BYTES), 0, HEAD_BYTES, 0);
    const head = new TextDecoder('utf-8').decode(buffer.subarray(0, bytesRead)).replace(/^\uFEFF/, '');
    const headerLine = head.trimStart().split(/\r\n?|\n/, 1)[0] ?? '';
    return headerLine.includes(';') && !headerLine.includes(',') ? ';' : ',';
  } finally {
    await file.close();
  }
}

/** The number of lines of a file, read as a stream: the total an import's progress counts towards. */
export async function countFileLines(filePath: string): Promise<number> {
  let lines = 0;
  let last = 0x0a;
  for await (const chunk of createReadStream(filePath) as AsyncIterable<Buffer>) {
    for (let index = chunk.indexOf(0x0a); index !== -1; index = chunk.indexOf(0x0a, index + 1)) lines += 1;
    if (chunk.length > 0) last = chunk[chunk.length - 1] ?? last;
  }
  return last === 0x0a ? lines : lines + 1;
}

export interface CsvRowHandlers {
  row(row: RawArticleNumberRow): void;
  /** Lines the CSV reader itself could not make sense of (broken quotes). */
  badLine(error: ImportRowError): void;
}

/**
 * Streams an `article_number,category` file to `handlers` row by row with line numbers, never
 * holding the whole file. An empty file, text that is not UTF-8 or a wrong header rejects with a 400.
 */
export async function streamArticleNumberCsv(filePath: string, handlers: CsvRowHandlers): Promise<void> {
  const delimiter = await separatorOfFile(filePath);
  const input = createReadStream(filePath).pipe(new CsvTextDecoder());
  let headerSeen = false;
  let sawText = false;
  let line = 1;
  let failure: HttpError | undefined;
  await new Promise<void>((resolve, reject) => {
    input.on('error', reject);
    Papa.parse<string[]>(input, {
      delimiter,
      newline: '\n',
      skipEmptyLines: false,
      step: (result, parser) => {
        if (failure) return;
        const raw = result.data;
        const rowLine = line;
        // A quoted cell may hold line breaks: the row then spans as many lines of the file.
        line += 1 + raw.reduce((breaks, cell) => breaks + countLineBreaks(cell), 0);
        const cells = raw.map((cell) => restoreCell(cell.trim()));
        const blank = cells.every((cell) => cell.length === 0);
        if (!blank) sawText = true;
        if (!headerSeen) {
          if (blank) return;
          if (!isArticleNumberHeader(cells)) {
            failure = badRequest(WRONG_HEADER_MESSAGE, 'IMPORT_WRONG_HEADER');
            parser.abort();
            input.destroy();
            return;
          }
          headerSeen = true;
          return;
        }
        if (result.errors.length > 0) {
          handlers.badLine(importRowError(rowLine, { kind: 'malformedQuotes', values: {} }));
          return;
        }
        if (blank) return;
        handlers.row({ line: rowLine, number: cells[0] ?? '', category: cells[1] ?? '' });
      },
      complete: () => resolve(),
      error: (error: Error) => reject(error),
    });
  });
  if (failure) throw failure;
  if (!sawText) throw badRequest('The file is empty', 'IMPORT_FILE_EMPTY');
}

function countLineBreaks(text: string): number {
  let breaks = 0;
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) breaks += 1;
  return breaks;
}

import { describe, expect, it } from 'vitest';
import { checkArticleNumberRows } from '../../server/domain/article-numbers/rows';
import { decodeCsvBytes, parseArticleNumberCsv } from '../../server/domain/csv/parsing';
import { HttpError } from '../../server/errors';

function badRequestMessage(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) return error.message;
    throw error;
  }
  throw new Error('expected a 400');
}

describe('parseArticleNumberCsv', () => {
  it('reads comma files with line numbers', () => {
    expect(parseArticleNumberCsv('article_number,category\nA1,Ovens\nA2,Pumps\n')).toEqual({
      rows: [
        { line: 2, number: 'A1', category: 'Ovens' },
        { line: 3, number: 'A2', category: 'Pumps' },
      ],
      errors: [],
    });
  });

  it('tolerates CRLF, semicolons, quotes, spaces and header case', () => {
    const text = ' Article_Number ; CATEGORY \r\n"A;1"; Ovens \r\n\r\n A2 ;"Big ""pumps"""\r\n';
    expect(parseArticleNumberCsv(text).rows).toEqual([
      { line: 2, number: 'A;1', category: 'Ovens' },
      { line: 4, number: 'A2', category: 'Big "pumps"' },
    ]);
  });

  it('skips blank lines before the header', () => {
    expect(parseArticleNumberCsv('\r\n \narticle_number,category\nA1,Ovens').rows).toEqual([
      { line: 4, number: 'A1', category: 'Ovens' },
    ]);
  });

  it('counts lines inside quoted cells that span lines', () => {
    const rows = parseArticleNumberCsv('article_number,category\n"A\n1",Ovens\nB2,Pumps').rows;
    expect(rows.map((row) => row.line)).toEqual([2, 4]);
  });

  it('reports a broken quote as a row error', () => {
    const parsed = parseArticleNumberCsv('article_number,category\nA1,Ovens\nA2,"Pumps\n');
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.errors).toEqual([
      { line: 3, message: 'Malformed quotes', problem: { kind: 'malformedQuotes', values: {} } },
    ]);
  });

  it.each([
    ['', 'The file is empty'],
    [' \r\n\n', 'The file is empty'],
    ['number,category\nA1,Ovens', 'The first line must be the header "article_number,category"'],
    ['A1,Ovens\nA2,Pumps', 'The first line must be the header "article_number,category"'],
  ])('refuses %j as a whole', (text, message) => {
    expect(badRequestMessage(() => parseArticleNumberCsv(text))).toBe(message);
  });
});

describe('decodeCsvBytes', () => {
  it('strips a BOM', () => {
    expect(decodeCsvBytes(Buffer.from('\uFEFFarticle_number,category'))).toBe('article_number,category');
  });

  it.each([
    ['invalid UTF-8', Buffer.from([0x61, 0xff, 0xfe, 0x62])],
    ['binary with NUL bytes', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00])],
  ])('refuses %s', (_what, bytes) => {
    expect(badRequestMessage(() => decodeCsvBytes(bytes))).toBe('The file is not readable UTF-8 text');
  });
});

describe('checkArticleNumberRows', () => {
  it('keeps good rows, spelled like their first line, and lists bad ones with line and reason', () => {
    const long = 'X'.repeat(101);
    const checked = checkArticleNumberRows([
      { line: 2, number: ' AVN-R110 ', category: ' Ovens ' },
      { line: 3, number: '', category: 'Ovens' },
      { line: 4, number: 'A2', category: '  ' },
      { line: 5, number: long, category: 'Ovens' },
      { line: 6, number: 'avn-r110', category: 'OVENS' },
      { line: 7, number: '', category: '' },
      { line: 8, number: 'A3', category: 'C'.repeat(201) },
      { line: 9, number: 'avn-r110', category: 'Pumps' },
    ]);
    expect(checked.rows).toEqual([
      { line: 2, number: 'AVN-R110', category: 'Ovens', numberKey: 'avn-r110' },
      { line: 9, number: 'AVN-R110', category: 'Pumps', numberKey: 'avn-r110' },
    ]);
    expect(checked.errors).toEqual([
      { line: 3, message: 'Article number is empty', problem: { kind: 'numberEmpty', values: {} } },
      { line: 4, message: 'Category is empty', problem: { kind: 'categoryEmpty', values: {} } },
      {
        line: 5,
        message: 'Article number is longer than 100 characters',
        problem: { kind: 'numberTooLong', values: { max: 100 } },
      },
      { line: 6, message: 'Duplicate of line 2', problem: { kind: 'duplicate', values: { earlierLine: 2 } } },
      {
        line: 8,
        message: 'Category name is longer than 200 characters',
        problem: { kind: 'categoryTooLong', values: { max: 200 } },
      },
    ]);
  });
});

import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { formatArticleNumberCsv, isArticleNumberHeader } from '../../server/domain/csv/format';
import { parseArticleNumberCsv } from '../../server/domain/csv/parsing';

describe('isArticleNumberHeader', () => {
  it.each([
    [['article_number', 'category']],
    [[' Article_Number ', 'CATEGORY']],
    [['article_number', 'category', '']],
  ])('accepts %j', (cells) => {
    expect(isArticleNumberHeader(cells)).toBe(true);
  });

  it.each([
    [['number', 'category']],
    [['category', 'article_number']],
    [['article_number']],
    [['article_number', 'category', 'x']],
  ])('refuses %j', (cells) => {
    expect(isArticleNumberHeader(cells)).toBe(false);
  });
});

describe('formatArticleNumberCsv', () => {
  it('writes a BOM, the header, CRLF lines, quotes and neutralised formulas', () => {
    const csv = formatArticleNumberCsv([
      { number: 'AVN-R110', category: 'Ovens' },
      { number: '=1+2', category: 'Pumps, large' },
      { number: 'Q"1', category: '@risk' },
      { number: 'A;B', category: 'tab\there' },
    ]);
    expect(csv).toBe(
      '\uFEFFarticle_number,category\r\nAVN-R110,Ovens\r\n\'=1+2,"Pumps, large"\r\n"Q""1",\'@risk\r\n"A;B","tab\there"\r\n',
    );
  });

  it('gives no formula-like cell when a spreadsheet splits the export at , or at ;', () => {
    const csv = formatArticleNumberCsv([
      { number: 'A;=HYPERLINK("x")', category: 'b,+1' },
      { number: '-5;@x', category: 'c;\t=d' },
    ]).replace(/^\uFEFF/, '');
    for (const delimiter of [',', ';']) {
      const cells = Papa.parse<string[]>(csv, { delimiter, newline: '\r\n' }).data.flat();
      expect(
        cells.filter((cell) => /^[=+\-@\t\r]/.test(cell)),
        delimiter,
      ).toEqual([]);
    }
  });

  it('reads back to the same cells', () => {
    const lines = [
      { number: 'AVN-R110', category: 'Ovens' },
      { number: '-5 "x"; y', category: '+Pumps, large' },
      { number: "'=already", category: 'Ünïcode ✓' },
      { number: 'A;=HYPERLINK("x")', category: 'b,+1;-2' },
    ];
    const parsed = parseArticleNumberCsv(formatArticleNumberCsv(lines).replace(/^\uFEFF/, ''));
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows.map(({ number, category }) => ({ number, category }))).toEqual(lines);
  });
});

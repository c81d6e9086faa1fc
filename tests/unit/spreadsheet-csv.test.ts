import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvFile, neutraliseCell, restoreCell } from '../../common/spreadsheet-csv';
import { formulaCellsSeenBySpreadsheets } from '../support/spreadsheet-reading';

describe('neutraliseCell', () => {
  it.each([
    ['=HYPERLINK("http://evil")', `'=HYPERLINK("http://evil")`],
    ['+31 6', `'+31 6`],
    ['-R110', `'-R110`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\tTAB', `'\tTAB`],
    ['\rCR', `'\rCR`],
  ])('prefixes an apostrophe to %j', (cell, expected) => {
    expect(neutraliseCell(cell)).toBe(expected);
    expect(restoreCell(expected)).toBe(cell);
  });

  it.each(['AVN-R110', "O'Brien", "'quoted", 'a=b', '', 'say "hi"', 'x; y'])(
    'leaves %j alone and restores it unchanged',
    (cell) => {
      expect(neutraliseCell(cell)).toBe(cell);
      expect(restoreCell(cell)).toBe(cell);
    },
  );

  it.each([
    ['x;=cmd', "x;'=cmd"],
    ['a,@b', "a,'@b"],
    ['p;+q,-r', "p;'+q,'-r"],
    ["=a;'=b", "'=a;''=b"],
    ['C;"=HYPERLINK("http://evil")"', `C;"'=HYPERLINK("http://evil")"`],
    ['C; "=1', `C; "'=1`],
    ['a\t=b', "a\t'=b"],
    ['\t\t=x', "'\t'\t'=x"],
  ])('also neutralises a formula after a separator, quotes or spaces in %j', (cell, expected) => {
    expect(neutraliseCell(cell)).toBe(expected);
    expect(restoreCell(expected)).toBe(cell);
  });

  it('strips only the one apostrophe it added', () => {
    expect(restoreCell(neutraliseCell("'=x"))).toBe("'=x");
    expect(restoreCell(neutraliseCell(`;"''=x`))).toBe(`;"''=x`);
  });
});

describe('csvFile', () => {
  const hostile = [
    'C;"=HYPERLINK("http://evil","click")"',
    '=1+2',
    'a,=b',
    'a\t+b',
    ' "@x',
    'x;-5',
    '"";=cmd|\' /C calc\'!A0',
    'plain text',
  ];
  const file = csvFile(
    ['kind', 'text'],
    hostile.map((text) => ['article', text]),
  );

  it.each([',', ';', '\t'])(
    'gives no cell that starts a formula when a spreadsheet splits at %j',
    (separator) => {
      expect(formulaCellsSeenBySpreadsheets(file, separator)).toEqual([]);
    },
  );

  it('reads back to the same cells with a CSV reader and restoreCell', () => {
    const parsed = Papa.parse<string[]>(file.replace(/^\uFEFF/, ''), {
      newline: '\r\n',
      skipEmptyLines: true,
    });
    expect(parsed.data.slice(1).map((row) => row.map(restoreCell))).toEqual(
      hostile.map((text) => ['article', text]),
    );
  });

  it('quotes a cell holding any separator so that no locale splits it', () => {
    expect(csvFile(['a', 'b'], [['x;y', 'p\tq']])).toBe('\uFEFFa,b\r\n"x;y","p\tq"\r\n');
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ArticleNumberRecord, ImportResult } from '../../common/api/article-numbers';
import type { Category } from '../../common/api/categories';
import { brokenMultipart, createCategory, fileForm } from '../fixtures/upload-forms';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';

const IMPORT_LIMIT = 64 * 1024;
let server: TestServer;
let admin: ApiClient;

const importCsv = (text: string | Uint8Array, filename = 'numbers.csv', field = 'file') =>
  admin.request('POST', '/api/admin/article-numbers/import', {
    body: fileForm(field, text, filename, 'text/csv'),
  });

/** Every link as "number | category name", sorted: what an import must reproduce. */
async function links(): Promise<string[]> {
  const categories = await admin.getJson<Category[]>('/api/admin/categories');
  const names = new Map(categories.map((category) => [category.id, category.name]));
  const records = await admin.getJson<ArticleNumberRecord[]>('/api/admin/article-numbers');
  return records.map((record) => `${record.number} | ${names.get(record.categoryId)}`).sort();
}

const categoryNames = async () =>
  (await admin.getJson<Category[]>('/api/admin/categories')).map((c) => c.name).sort();

const BASELINE = 'article_number,category\nBASE-1,Ovens\nBASE-2,Pumps\n';

beforeAll(async () => {
  server = await startApiServer({ config: { importLimitBytes: IMPORT_LIMIT } });
  admin = await server.client().registerAdmin();
  await createCategory(admin, 'Ovens');
  await createCategory(admin, 'Pumps');
});

afterAll(async () => {
  await server.dispose();
});

beforeEach(async () => {
  expect((await importCsv(BASELINE)).status).toBe(200);
});

describe('POST /api/admin/article-numbers/import', () => {
  it('replaces every article number, matching categories ignoring case and creating missing ones', async () => {
    const text = [
      '\uFEFFArticle_Number;Category',
      ' AVN-R110 ; ovens ',
      'AVN-R110;PUMPS',
      '"AVN.R120";Grills',
      'AVN-R130;grills',
      '',
    ].join('\r\n');
    const response = await importCsv(text);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: 'Imported 4 article number links (1 new category)',
      results: { created: 4, categoriesCreated: 1, newCategories: ['Grills'], errors: [] },
    } satisfies ImportResult);
    expect(await links()).toEqual([
      'AVN-R110 | Ovens',
      'AVN-R110 | Pumps',
      'AVN-R130 | Grills',
      'AVN.R120 | Grills',
    ]);
    expect(await categoryNames()).toEqual(['Grills', 'Ovens', 'Pumps']);
  });

  it('imports the good rows and lists the bad ones with line and reason', async () => {
    const text = [
      'article_number,category',
      'GOOD-1,Ovens',
      ',Ovens',
      'GOOD-2,',
      `${'L'.repeat(101)},Ovens`,
      'good-1,OVENS',
      'GOOD-3,Pumps',
    ].join('\n');
    const response = await importCsv(text);
    expect(response.status).toBe(200);
    const result = (await response.json()) as ImportResult;
    expect(result.results.errors).toEqual([
      { line: 3, message: 'Article number is empty', problem: { kind: 'numberEmpty', values: {} } },
      { line: 4, message: 'Category is empty', problem: { kind: 'categoryEmpty', values: {} } },
      {
        line: 5,
        message: 'Article number is longer than 100 characters',
        problem: { kind: 'numberTooLong', values: { max: 100 } },
      },
      { line: 6, message: 'Duplicate of line 2', problem: { kind: 'duplicate', values: { earlierLine: 2 } } },
    ]);
    expect(result.results.created).toBe(2);
    expect(await links()).toEqual(['GOOD-1 | Ovens', 'GOOD-3 | Pumps']);
  });

  it.each([
    [
      'a name that is not .csv',
      'article_number,category\nX-1,Ovens\n',
      'numbers.txt',
      'Please select a CSV file',
    ],
    [
      'a spreadsheet renamed',
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0xff, 0xfe]),
      'numbers.csv',
      'The file is not readable UTF-8 text',
    ],
    ['an empty file', '', 'numbers.csv', 'The file is empty'],
    [
      'a wrong header',
      'sku,category\nX-1,Ovens\n',
      'numbers.csv',
      'The first line must be the header "article_number,category"',
    ],
    [
      'no header at all',
      'X-1,Ovens\nX-2,Pumps\n',
      'numbers.csv',
      'The first line must be the header "article_number,category"',
    ],
    [
      'a header only',
      'article_number,category\r\n',
      'numbers.csv',
      'The file has no article number rows; nothing was changed',
    ],
    [
      'only bad rows',
      'article_number,category\n,Ovens\n',
      'numbers.csv',
      'The file has no valid rows (line 2: Article number is empty); nothing was changed',
    ],
  ])('refuses %s with 400 and changes nothing', async (_what, content, filename, message) => {
    const categoriesBefore = await categoryNames();
    const response = await importCsv(content, filename);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message });
    expect(await links()).toEqual(['BASE-1 | Ovens', 'BASE-2 | Pumps']);
    expect(await categoryNames()).toEqual(categoriesBefore);
  });

  it('refuses a missing file, a wrong field, broken multipart and a too large file, changing nothing', async () => {
    const noFile = await admin.post('/api/admin/article-numbers/import');
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toMatchObject({
      message: 'No file uploaded: send it as multipart/form-data in the field "file"',
    });

    const wrongField = await importCsv('article_number,category\nX-1,Ovens\n', 'numbers.csv', 'upload');
    expect(wrongField.status).toBe(400);

    const broken = brokenMultipart('file');
    const brokenResponse = await admin.request('POST', '/api/admin/article-numbers/import', broken);
    expect(brokenResponse.status).toBe(400);
    expect(await brokenResponse.json()).toMatchObject({ message: 'Malformed multipart body' });

    const big = `article_number,category\n${'BIG-NUMBER-1,Ovens\n'.repeat(IMPORT_LIMIT / 10)}`;
    const tooLarge = await importCsv(big);
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { message: string }).message).toContain('larger than');

    expect(await links()).toEqual(['BASE-1 | Ovens', 'BASE-2 | Pumps']);
  });
});

describe('GET /api/admin/article-numbers/export', () => {
  it('downloads the CSV with formula-like cells neutralised', async () => {
    await createCategory(admin, '=cmd|calc');
    // Article numbers cannot hold formula starts (their character rule), category names can.
    const csv = 'article_number,category\nB-1,Ovens\nC-2,@SUM(1)\nD-3,"+31,6"\nE-4,=cmd|calc\n';
    expect((await importCsv(csv)).status).toBe(200);
    const response = await admin.get('/api/admin/article-numbers/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="article-numbers.csv"');
    const body = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(body).toBe(
      "\uFEFFarticle_number,category\r\nB-1,Ovens\r\nC-2,'@SUM(1)\r\nD-3,\"'+31,6\"\r\nE-4,'=cmd|calc\r\n",
    );
  });

  it('imports back to exactly the same records (round trip)', async () => {
    const csv = [
      'article_number,category',
      'RT-1,Ovens',
      'RT-1,Pumps',
      'Q-1,"Q ""quoted"", x"',
      '-MINUS,Pumps',
      "AP-1,'=apostrophe",
      'ÜNÏCODE-1,Sauna Ünits',
      'SEMI-1,a;=b',
    ].join('\n');
    expect((await importCsv(csv)).status).toBe(200);
    const before = await links();
    expect(before).toHaveLength(7);

    const exported = Buffer.from(await (await admin.get('/api/admin/article-numbers/export')).arrayBuffer());
    expect((await importCsv(BASELINE)).status).toBe(200);
    const reimport = await importCsv(exported, 'article-numbers.csv');
    expect(reimport.status).toBe(200);
    expect(((await reimport.json()) as ImportResult).results.errors).toEqual([]);
    expect(await links()).toEqual(before);
  });

  it('exports only the header when there are no article numbers', async () => {
    const records = await admin.getJson<ArticleNumberRecord[]>('/api/admin/article-numbers');
    for (const record of records) await admin.delete(`/api/admin/article-numbers/${record.id}`);
    const body = await (await admin.get('/api/admin/article-numbers/export')).text();
    expect(body.replace(/^\uFEFF/, '')).toBe('article_number,category\r\n');
  });

  it('answers 401 without a session', async () => {
    expect((await server.client().get('/api/admin/article-numbers/export')).status).toBe(401);
  });
});

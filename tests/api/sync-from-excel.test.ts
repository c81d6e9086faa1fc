import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ArticleNumberRecord, SyncResult } from '../../common/api/article-numbers';
import type { Category } from '../../common/api/categories';
import { createCategory } from '../fixtures/upload-forms';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';

const fixture = path.resolve(import.meta.dirname, '../fixtures/sync-article-numbers.xlsx');
let server: TestServer;
let admin: ApiClient;
let syncDir: string;

const sync = () => admin.post('/api/admin/article-numbers/sync-from-excel');

async function links(): Promise<string[]> {
  const categories = await admin.getJson<Category[]>('/api/admin/categories');
  const names = new Map(categories.map((category) => [category.id, category.name]));
  const records = await admin.getJson<ArticleNumberRecord[]>('/api/admin/article-numbers');
  return records.map((record) => `${record.number} | ${names.get(record.categoryId)}`).sort();
}

beforeAll(async () => {
  server = await startApiServer();
  syncDir = path.join(server.dataDir, 'sync');
  admin = await server.client().registerAdmin();
  const ovens = await createCategory(admin, 'Ovens');
  const pumps = await createCategory(admin, 'Pumps');
  await admin.post('/api/admin/article-numbers/bulk', { number: 'AVN-R110', categoryIds: [ovens] });
  await admin.post('/api/admin/article-numbers/bulk', { number: 'HAND-1', categoryIds: [pumps] });
});

afterAll(async () => {
  await server.dispose();
});

beforeEach(() => {
  rmSync(syncDir, { recursive: true, force: true });
});

describe('POST /api/admin/article-numbers/sync-from-excel', () => {
  it('answers 404 with the folder when there is no folder or no file', async () => {
    const noFolder = await sync();
    expect(noFolder.status).toBe(404);
    expect(await noFolder.json()).toMatchObject({
      message: `No .xlsx or .csv file found in the sync folder ${syncDir}`,
    });

    mkdirSync(syncDir);
    writeFileSync(path.join(syncDir, 'notes.txt'), 'not a sync file');
    writeFileSync(path.join(syncDir, '~$open.xlsx'), 'an Excel lock file');
    const noFile = await sync();
    expect(noFile.status).toBe(404);
  });

  it('adds the missing pairs of every .xlsx and .csv file, never deleting, and skips them the next time', async () => {
    mkdirSync(syncDir);
    copyFileSync(fixture, path.join(syncDir, 'skus.xlsx'));
    writeFileSync(
      path.join(syncDir, 'more.CSV'),
      'Article_Number;Category\r\nAVN-R110;ovens\r\nCSV-1;Pumps\r\nXL-NEW-1;Spreadsheet Parts\r\n',
    );

    const first = await sync();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      uniqueNewSKUs: 3,
      totalCreated: 4,
      totalSkipped: 3,
    } satisfies SyncResult);
    expect(await links()).toEqual([
      '12345 | Ovens',
      'AVN-R110 | Ovens',
      'AVN-R110 | Pumps',
      'CSV-1 | Pumps',
      'HAND-1 | Pumps',
      'XL-NEW-1 | Spreadsheet Parts',
    ]);

    const second = await sync();
    expect(await second.json()).toEqual({
      uniqueNewSKUs: 0,
      totalCreated: 0,
      totalSkipped: 7,
    } satisfies SyncResult);
    expect(await links()).toHaveLength(6);
  });

  it('refuses a file it cannot read with 400 and adds nothing from the other files', async () => {
    mkdirSync(syncDir);
    writeFileSync(path.join(syncDir, 'a-good.csv'), 'article_number,category\nSHOULD-NOT-APPEAR,Ovens\n');
    writeFileSync(path.join(syncDir, 'b-broken.xlsx'), 'this is not a zip file');
    const before = await links();
    const response = await sync();
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: 'Cannot read b-broken.xlsx in the sync folder: it is not a readable .xlsx workbook',
    });
    expect(await links()).toEqual(before);
  });

  it('refuses a file with a wrong header with 400', async () => {
    mkdirSync(syncDir);
    writeFileSync(path.join(syncDir, 'wrong.csv'), 'sku,category\nX,Ovens\n');
    const response = await sync();
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message:
        'Cannot read wrong.csv in the sync folder: The first line must be the header "article_number,category"',
    });
  });

  it('answers 401 without a session', async () => {
    expect((await server.client().post('/api/admin/article-numbers/sync-from-excel')).status).toBe(401);
  });
});

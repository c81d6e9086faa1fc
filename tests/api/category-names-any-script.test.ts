import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleNumberRecord } from '../../common/api/article-numbers';
import type { Category } from '../../common/api/categories';
import { fileForm } from '../fixtures/upload-forms';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';
import { createLibraryBefore } from './support/library-before';

describe('category names are unique ignoring case in every script', () => {
  let server: TestServer;
  let admin: ApiClient;

  beforeAll(async () => {
    server = await startApiServer();
    admin = await server.client().registerAdmin();
  });

  afterAll(async () => {
    await server.dispose();
  });

  it('refuses Öfen beside öfen, also composed differently and on rename; an import reuses it', async () => {
    const created = await admin.post('/api/admin/categories', { name: 'Öfen' });
    expect(created.status).toBe(201);
    const ofen = (await created.json()) as Category;
    const other = (await (await admin.post('/api/admin/categories', { name: 'Pumpen' })).json()) as Category;

    for (const name of ['öfen', 'ÖFEN', 'O\u0308fen']) {
      const refused = await admin.post('/api/admin/categories', { name });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ code: 'CATEGORY_NAME_TAKEN' });
    }
    expect((await admin.patch(`/api/admin/categories/${other.id}`, { name: 'öFEN' })).status).toBe(409);

    const imported = await admin.request('POST', '/api/admin/article-numbers/import', {
      body: fileForm('file', 'article_number,category\nOF-1,ÖFEN\n', 'numbers.csv', 'text/csv'),
    });
    expect(imported.status).toBe(200);
    const categories = await admin.getJson<Category[]>('/api/admin/categories');
    expect(categories.map((category) => category.name).sort()).toEqual(['Pumpen', 'Öfen']);
    const records = await admin.getJson<ArticleNumberRecord[]>('/api/admin/article-numbers');
    expect(records.find((record) => record.number === 'OF-1')?.categoryId).toBe(ofen.id);
  });
});

describe('a library made before names were compared in every script', () => {
  it('opens with both names kept, and the second can be renamed', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'library-before-name-key-'));
    createLibraryBefore(dataDir, '0011_category_name_key', (sqlite) =>
      sqlite.exec("INSERT INTO categories (name) VALUES ('Öfen'), ('öfen')"),
    );
    const upgraded = await startApiServer({ dataDir });
    try {
      const admin = await upgraded.client().registerAdmin();
      const categories = await admin.getJson<Category[]>('/api/admin/categories');
      expect(categories.map((category) => category.name).sort()).toEqual(['Öfen', 'öfen']);
      const second = categories.find((category) => category.name === 'öfen');
      const renamed = await admin.patch(`/api/admin/categories/${second?.id}`, { name: 'Backöfen' });
      expect(renamed.status).toBe(200);
      expect((await admin.post('/api/admin/categories', { name: 'öfen' })).status).toBe(409);
    } finally {
      await upgraded.dispose();
    }
  });
});

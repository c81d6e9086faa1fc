import Database from 'better-sqlite3';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleNumberRecord } from '../../common/api/article-numbers';
import type { Category } from '../../common/api/categories';
import { registerSqlFunctions } from '../../server/db/sql-functions';
import { fileForm } from '../fixtures/upload-forms';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';

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
    const before = await startApiServer();
    await before.client().registerAdmin();
    await before.stop();
    // Turn the file back into what migration 0009 left, holding two names SQLite's lower() told apart.
    const sqlite = new Database(path.join(before.dataDir, 'library.db'));
    registerSqlFunctions(sqlite);
    sqlite.exec(`
      DROP TRIGGER categories_name_key_insert;
      DROP TRIGGER categories_name_key_rename;
      DROP INDEX categories_name_unique;
      ALTER TABLE categories DROP COLUMN name_key;
      CREATE UNIQUE INDEX categories_name_unique ON categories (lower(name));
      INSERT INTO categories (name) VALUES ('Öfen'), ('öfen');
      DELETE FROM __drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM __drizzle_migrations);
    `);
    sqlite.close();

    const after = await startApiServer({ dataDir: before.dataDir });
    try {
      const admin = await after.client().login();
      const categories = await admin.getJson<Category[]>('/api/admin/categories');
      expect(categories.map((category) => category.name).sort()).toEqual(['Öfen', 'öfen']);
      const second = categories.find((category) => category.name === 'öfen');
      const renamed = await admin.patch(`/api/admin/categories/${second?.id}`, { name: 'Backöfen' });
      expect(renamed.status).toBe(200);
      expect((await admin.post('/api/admin/categories', { name: 'öfen' })).status).toBe(409);
    } finally {
      await after.dispose();
    }
  });
});

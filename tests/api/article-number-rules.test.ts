import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ArticleView } from '../../common/api/article';
import type { ArticleNumberRecord, ImportResult, SyncResult } from '../../common/api/article-numbers';
import type { ErrorBody } from '../../common/api/errors';
import { createCategory, fileForm } from '../fixtures/upload-forms';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';
import { createLibraryBefore } from './support/library-before';

let server: TestServer;
let admin: ApiClient;
let ovens: number;

const numbers = async () =>
  (await admin.getJson<ArticleNumberRecord[]>('/api/admin/article-numbers'))
    .map((record) => record.number)
    .sort();

async function clear(): Promise<void> {
  for (const record of await admin.getJson<ArticleNumberRecord[]>('/api/admin/article-numbers')) {
    await admin.delete(`/api/admin/article-numbers/${record.id}`);
  }
}

async function importCsv(text: string): Promise<ImportResult> {
  const response = await admin.request('POST', '/api/admin/article-numbers/import', {
    body: fileForm('file', text, 'numbers.csv', 'text/csv'),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as ImportResult;
}

beforeAll(async () => {
  server = await startApiServer();
  admin = await server.client().registerAdmin();
  ovens = await createCategory(admin, 'Ovens');
}, 60_000);

afterAll(async () => {
  await server.dispose();
});

beforeEach(clear);

const refused: [string, string, string][] = [
  ['NUL', 'AB\u0000C', 'U+0000 (NULL)'],
  ['ESC', 'AB\u001bC', 'U+001B (ESCAPE)'],
  ['right-to-left override', 'AB\u202eC', 'U+202E (RIGHT-TO-LEFT OVERRIDE)'],
  ['only zero-width characters', '\u200b\u200d', 'U+200B (ZERO WIDTH SPACE)'],
  ['a lone surrogate', 'AB\ud800C', 'U+D800 (unpaired surrogate)'],
  ['a comma', 'AB,C', 'U+002C (COMMA)'],
  ['an emoji', 'AB\u{1F600}', 'U+1F600 "\u{1F600}"'],
  ['a keycap emoji', '1\ufe0f\u20e3', 'U+FE0F (space or mark)'],
];

describe('the article-number character set', () => {
  it.each(refused)(
    'POST .../bulk refuses %s with a 400 naming the character',
    async (_name, number, named) => {
      const response = await admin.post('/api/admin/article-numbers/bulk', { number, categoryIds: [ovens] });
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.message).toContain(`Article number contains a character that is not allowed: ${named}`);
      expect(await numbers()).toEqual([]);
    },
  );

  // A lone surrogate cannot be spelled in a URL (it has no UTF-8 form), so the path test leaves it out.
  const refusedInPath = refused.filter(([name]) => name !== 'a lone surrogate');

  it.each(refusedInPath)('PUT .../sku/{n} refuses %s', async (_name, number) => {
    const response = await admin.put(`/api/admin/article-numbers/sku/${encodeURIComponent(number)}`, {
      categoryIds: [ovens],
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).message).toMatch(/not allowed: U\+/);
    expect(await numbers()).toEqual([]);
  });

  it.each([
    ['avn-r110 ', 'AVN-R110'],
    ['  ab_12.3/x y', 'AB_12.3/X Y'],
    ['straße-7', 'STRASSE-7'],
    ['Müller 12', 'MÜLLER 12'],
    ['αβγ-12', 'ΑΒΓ-12'],
    ['e\u0301te', '\u00c9TE'],
  ])('stores %j as %j and finds it again whatever the case', async (typed, stored) => {
    const response = await admin.post('/api/admin/article-numbers/bulk', {
      number: typed,
      categoryIds: [ovens],
    });
    expect(response.status).toBe(201);
    expect(await numbers()).toEqual([stored]);
    for (const asked of [typed, stored, stored.toLowerCase()]) {
      const view = await server.client().getJson<ArticleView>(`/api/article/${encodeURIComponent(asked)}`);
      expect(view.articleNumber).toBe(stored);
    }
  });

  it('PUT .../sku/{n} stores the normalised number', async () => {
    const response = await admin.put('/api/admin/article-numbers/sku/%20pump-9%20', { categoryIds: [ovens] });
    expect(response.status).toBe(200);
    expect(await numbers()).toEqual(['PUMP-9']);
  });

  it('a CSV import lists refused lines with their line number and imports the rest', async () => {
    const result = await importCsv(
      'article_number,category\navn-r110 ,Ovens\n"AB,C",Ovens\nAB\u202eC,Ovens\nβήτα-1,Ovens\nAVN-R110,Ovens\n',
    );
    expect(result.results.created).toBe(2);
    expect(result.results.errors).toEqual([
      {
        line: 3,
        message: 'Article number contains a character that is not allowed: U+002C (COMMA)',
        problem: { kind: 'numberCharacter', values: { character: 'U+002C (COMMA)' } },
      },
      {
        line: 4,
        message: 'Article number contains a character that is not allowed: U+202E (RIGHT-TO-LEFT OVERRIDE)',
        problem: { kind: 'numberCharacter', values: { character: 'U+202E (RIGHT-TO-LEFT OVERRIDE)' } },
      },
      { line: 6, message: 'Duplicate of line 2', problem: { kind: 'duplicate', values: { earlierLine: 2 } } },
    ]);
    expect(await numbers()).toEqual(['AVN-R110', 'ΒΉΤΑ-1']);
  });

  it('sync-from-excel stores numbers normalised and skips refused ones', async () => {
    const syncDir = path.join(server.dataDir, 'sync');
    mkdirSync(syncDir, { recursive: true });
    writeFileSync(
      path.join(syncDir, 'numbers.csv'),
      'article_number,category\nsync-1 ,Ovens\n"SY,NC",Ovens\nSY\u202eNC,Ovens\n',
    );
    const response = await admin.post('/api/admin/article-numbers/sync-from-excel');
    expect(response.status).toBe(200);
    expect(((await response.json()) as SyncResult).totalCreated).toBe(1);
    expect(await numbers()).toEqual(['SYNC-1']);
  });

  it('a number stored before the rule can still be removed by name', async () => {
    const response = await admin.delete(`/api/admin/article-numbers/sku/${encodeURIComponent('no,such')}`);
    expect(response.status).toBe(404);
  });
});

describe('migration 0006', () => {
  it('upper-cases stored numbers and merges links that then collide', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'library-before-0006-'));
    createLibraryBefore(dataDir, '0006_article_number_rule', (sqlite) => {
      sqlite.prepare("INSERT INTO categories (id, name) VALUES (1, 'Ovens')").run();
      const insert = sqlite.prepare(
        'INSERT INTO article_numbers (number, number_key, category_id) VALUES (?, ?, 1)',
      );
      insert.run('avn-r110', 'avn-r110');
      insert.run('straße', 'straße');
      insert.run('STRASSE', 'strasse');
      insert.run('Ωmega', 'ωmega');
    });
    const upgraded = await startApiServer({ dataDir });
    try {
      const records = await (
        await upgraded.client().registerAdmin()
      ).getJson<ArticleNumberRecord[]>('/api/admin/article-numbers');
      expect(records.map((record) => record.number).sort()).toEqual(['AVN-R110', 'STRASSE', 'ΩMEGA']);
      const view = await upgraded.client().getJson<ArticleView>('/api/article/strasse');
      expect(view.articleNumber).toBe('STRASSE');
      const suggestions = await upgraded.client().getJson<string[]>('/api/search/article-numbers?q=avn');
      expect(suggestions).toEqual(['AVN-R110']);
      expect(await upgraded.client().getJson<string[]>('/api/search/article-numbers?q=me')).toEqual([
        'ΩMEGA',
      ]);
    } finally {
      await upgraded.dispose();
    }
  }, 60_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportResult } from '../../common/api/article-numbers';
import { createCategory, fileForm } from '../fixtures/upload-forms';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';

/** More keys than the old autocomplete looked at (the first 50,000 in index order). */
const SORTED_ROWS = 60_000;

let server: TestServer;
let admin: ApiClient;
let ovens: number;

const suggest = (q: string) =>
  server.client().getJson<string[]>(`/api/search/article-numbers?q=${encodeURIComponent(q)}`);

beforeAll(async () => {
  server = await startApiServer();
  admin = await server.client().registerAdmin();
  ovens = await createCategory(admin, 'Ovens');
  // Sorted by number, as an export or a spreadsheet sorted by its first column gives them: the
  // numbers holding "xy" and "q" come last.
  const lines = ['article_number,category'];
  for (let i = 0; i < SORTED_ROWS; i++) lines.push(`A${String(i).padStart(5, '0')},Ovens`);
  lines.push('B-XY1,Ovens', 'B-Q2,Ovens');
  const response = await admin.request('POST', '/api/admin/article-numbers/import', {
    body: fileForm('file', `${lines.join('\n')}\n`, 'sorted.csv', 'text/csv'),
  });
  expect(response.status).toBe(200);
  expect(((await response.json()) as ImportResult).results.created).toBe(SORTED_ROWS + 2);
}, 300_000);

afterAll(async () => {
  await server.dispose();
});

describe('autocomplete for 1- and 2-character queries after a number-sorted import', () => {
  it('finds inner matches at the end of the sorted list', async () => {
    expect(await suggest('xy')).toEqual(['B-XY1']);
    expect(await suggest('Y1')).toEqual(['B-XY1']);
    expect(await suggest('q')).toEqual(['B-Q2']);
    expect(await suggest('-q')).toEqual(['B-Q2']);
  });

  it('keeps short matches in step with added and removed numbers', async () => {
    expect(
      (await admin.post('/api/admin/article-numbers/bulk', { number: 'c-xy2', categoryIds: [ovens] })).status,
    ).toBe(201);
    expect((await admin.delete('/api/admin/article-numbers/sku/B-XY1')).status).toBe(200);
    expect(await suggest('xy')).toEqual(['C-XY2']);
    expect(await suggest('1')).not.toContain('B-XY1');
  });
});

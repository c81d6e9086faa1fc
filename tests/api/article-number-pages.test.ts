import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ArticleNumberCounts,
  ArticleNumberPage,
  ArticleNumberRecord,
} from '../../common/api/article-numbers';
import { createCategory, fileForm } from '../fixtures/upload-forms';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';

let server: TestServer;
let admin: ApiClient;
let ovens: number;
let pumps: number;

const page = (query: string) => admin.getJson<ArticleNumberPage>(`/api/admin/article-numbers?${query}`);

beforeAll(async () => {
  server = await startApiServer();
  admin = await server.client().registerAdmin();
  ovens = await createCategory(admin, 'Ovens');
  pumps = await createCategory(admin, 'Pumps');
  const lines = [
    'article_number,category',
    'avn-r110,Ovens',
    'AVN-R110,Pumps',
    'AVN-R120,Ovens',
    'XB-7,Pumps',
  ];
  for (let index = 0; index < 120; index += 1) lines.push(`ZZ-${String(index).padStart(3, '0')},Ovens`);
  const response = await admin.request('POST', '/api/admin/article-numbers/import', {
    body: fileForm('file', lines.join('\n'), 'numbers.csv', 'text/csv'),
  });
  expect(response.status).toBe(200);
}, 120_000);

afterAll(async () => {
  await server.dispose();
});

describe('GET /api/admin/article-numbers (paginated)', () => {
  it('answers one row per number with all its categories, in pages, with the exact total', async () => {
    const first = await page('offset=0&limit=3');
    expect(first.total).toBe(123);
    expect(first.items).toMatchObject([
      { number: 'avn-r110', categoryIds: [ovens, pumps] },
      { number: 'AVN-R120', categoryIds: [ovens] },
      { number: 'XB-7', categoryIds: [pumps] },
    ]);
    const last = await page('offset=120&limit=50');
    expect(last.items.map((item) => item.number)).toEqual(['ZZ-117', 'ZZ-118', 'ZZ-119']);
    expect(last.total).toBe(123);
  });

  it('searches substrings on the server, for short and long queries, ignoring case', async () => {
    expect(await page('search=r1&limit=10')).toMatchObject({
      items: [
        { number: 'avn-r110', categoryIds: [ovens, pumps] },
        { number: 'AVN-R120', categoryIds: [ovens] },
      ],
      total: 2,
    });
    expect(await page('search=N-R12')).toMatchObject({
      items: [{ number: 'AVN-R120', categoryIds: [ovens] }],
      total: 1,
    });
    expect((await page('search=zz-1&limit=5')).total).toBe(20);
    expect(await page('search=nothing')).toEqual({ items: [], total: 0 });
    expect(await page('search="')).toEqual({ items: [], total: 0 });
  });

  it('refuses a stale edit with 409 EDIT_CONFLICT naming who changed the number, and saves a fresh one', async () => {
    const [seen] = (await page('search=XB-7')).items;
    expect(seen?.revision).toMatch(/^\d+$/);
    const other = await admin.put('/api/admin/article-numbers/sku/XB-7', {
      categoryIds: [ovens, pumps],
      baseRevision: seen?.revision,
    });
    expect(other.status).toBe(200);

    const stale = await admin.put('/api/admin/article-numbers/sku/XB-7', {
      categoryIds: [ovens],
      baseRevision: seen?.revision,
    });
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as { message: string; code: string };
    expect(body.code).toBe('EDIT_CONFLICT');
    expect(body.message).toMatch(/^XB-7 was changed by admin at \d{4}-\d\d-\d\d.* after you opened it/);
    expect((await page('search=XB-7')).items[0]?.categoryIds).toEqual([ovens, pumps]);

    const [fresh] = (await page('search=XB-7')).items;
    const retry = await admin.put('/api/admin/article-numbers/sku/XB-7', {
      categoryIds: [pumps],
      baseRevision: fresh?.revision,
    });
    expect(retry.status).toBe(200);
    expect((await page('search=XB-7')).items[0]?.categoryIds).toEqual([pumps]);
  });

  it('refuses bad paging with 400 and keeps the unparameterised list call', async () => {
    for (const query of ['limit=0', 'limit=501', 'offset=-1', 'limit=abc']) {
      const response = await admin.get(`/api/admin/article-numbers?${query}`);
      expect(response.status, query).toBe(400);
    }
    const all = await admin.getJson<ArticleNumberRecord[]>('/api/admin/article-numbers');
    expect(all).toHaveLength(124);
  });

  it('counts for the dashboard without any list', async () => {
    expect(await admin.getJson<ArticleNumberCounts>('/api/admin/article-numbers/counts')).toEqual({
      articleNumbers: 123,
      links: 124,
      categories: 2,
      instructions: 0,
    });
    expect((await server.client().get('/api/admin/article-numbers/counts')).status).toBe(401);
  });
});

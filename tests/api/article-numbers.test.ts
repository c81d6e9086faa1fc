import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Activity } from '../../common/api/activities';
import type { ArticleNumberRecord, BulkArticleNumbersResult } from '../../common/api/article-numbers';
import { createCategory } from '../fixtures/upload-forms';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';

let server: TestServer;
let admin: ApiClient;
let ovens: number;
let pumps: number;
let spares: number;

const list = () => admin.getJson<ArticleNumberRecord[]>('/api/admin/article-numbers');
const pairs = async () => (await list()).map(({ number, categoryId }) => `${number}@${categoryId}`).sort();

async function clear(): Promise<void> {
  for (const record of await list()) await admin.delete(`/api/admin/article-numbers/${record.id}`);
}

beforeAll(async () => {
  server = await startApiServer();
  admin = await server.client().registerAdmin();
  ovens = await createCategory(admin, 'Ovens');
  pumps = await createCategory(admin, 'Pumps');
  spares = await createCategory(admin, 'Spares');
});

afterAll(async () => {
  await server.dispose();
});

beforeEach(clear);

describe('POST /api/admin/article-numbers/bulk', () => {
  it('links a trimmed number to each category and answers 201 with the new records', async () => {
    const response = await admin.post('/api/admin/article-numbers/bulk', {
      number: '  AVN-R110 ',
      categoryIds: [ovens, pumps],
    });
    expect(response.status).toBe(201);
    const result = (await response.json()) as BulkArticleNumbersResult;
    expect(result.skipped).toBe(0);
    expect(result.created.map(({ number, categoryId }) => [number, categoryId])).toEqual([
      ['AVN-R110', ovens],
      ['AVN-R110', pumps],
    ]);
    expect(await pairs()).toEqual([`AVN-R110@${ovens}`, `AVN-R110@${pumps}`].sort());
  });

  it('skips pairs that exist already, ignoring case and spaces', async () => {
    await admin.post('/api/admin/article-numbers/bulk', { number: 'AVN-R110', categoryIds: [ovens] });
    const response = await admin.post('/api/admin/article-numbers/bulk', {
      number: ' avn-r110',
      categoryIds: [ovens, spares, spares],
    });
    expect(response.status).toBe(201);
    const result = (await response.json()) as BulkArticleNumbersResult;
    expect(result.skipped).toBe(1);
    expect(result.created.map((record) => record.categoryId)).toEqual([spares]);
    expect(await list()).toHaveLength(2);
  });

  it('lists records ordered by number', async () => {
    for (const number of ['ZX-9', 'ab-1', 'AB-2', 'm-5']) {
      await admin.post('/api/admin/article-numbers/bulk', { number, categoryIds: [ovens] });
    }
    expect((await list()).map((record) => record.number)).toEqual(['ab-1', 'AB-2', 'm-5', 'ZX-9']);
    const record = (await list())[0];
    expect(Object.keys(record ?? {}).sort()).toEqual(['categoryId', 'id', 'number']);
  });

  it.each([
    [{ number: '', categoryIds: [1] }, 'Article number is required'],
    [{ number: '   ', categoryIds: [1] }, 'Article number is required'],
    [{ categoryIds: [1] }, 'Article number is required'],
    [{ number: 'A1', categoryIds: [] }, 'Please select at least one category'],
    [{ number: 'A1' }, 'categoryIds must be a list of category ids'],
    [{ number: 'A'.repeat(101), categoryIds: [1] }, 'Article number must be at most 100 characters'],
    [{ number: 42, categoryIds: [1] }, 'Article number is required'],
  ])('refuses %j with 400', async (body, message) => {
    const response = await admin.post('/api/admin/article-numbers/bulk', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message });
    expect(await list()).toEqual([]);
  });

  it('refuses an unknown category with 400 and creates none of the links', async () => {
    const response = await admin.post('/api/admin/article-numbers/bulk', {
      number: 'A1',
      categoryIds: [ovens, 99999],
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Category 99999 does not exist' });
    expect(await list()).toEqual([]);
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await admin.request('POST', '/api/admin/article-numbers/bulk', {
      body: '{"number": "A1", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBeTruthy();
  });

  it('refuses 100,000 category ids with 400 and a clear message, for POST and PUT', async () => {
    const categoryIds = Array.from({ length: 100_000 }, (_, index) => index + 1);
    const bulk = await admin.post('/api/admin/article-numbers/bulk', { number: 'MANY-1', categoryIds });
    expect(bulk.status).toBe(400);
    expect(await bulk.json()).toMatchObject({ message: 'categoryIds may list at most 1000 categories' });
    const put = await admin.put('/api/admin/article-numbers/sku/MANY-1', { categoryIds });
    expect(put.status).toBe(400);
  });
});

describe('DELETE /api/admin/article-numbers/{id}', () => {
  it('removes one record and answers 404 the second time', async () => {
    await admin.post('/api/admin/article-numbers/bulk', { number: 'A1', categoryIds: [ovens, pumps] });
    const [first] = await list();
    const response = await admin.delete(`/api/admin/article-numbers/${first?.id}`);
    expect(response.status).toBe(200);
    expect(await pairs()).toEqual([`A1@${pumps}`]);
    const again = await admin.delete(`/api/admin/article-numbers/${first?.id}`);
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ message: 'Article number record not found' });
  });

  it.each(['abc', '0', '-1', '1.5'])('refuses the id %j with 400', async (id) => {
    expect((await admin.delete(`/api/admin/article-numbers/${id}`)).status).toBe(400);
  });
});

describe('/api/admin/article-numbers/sku/{number}', () => {
  it('PUT replaces the categories of a number, keeping the links that stay', async () => {
    await admin.post('/api/admin/article-numbers/bulk', { number: 'AVN-R110', categoryIds: [ovens, pumps] });
    const kept = (await list()).find((record) => record.categoryId === ovens);
    const response = await admin.put('/api/admin/article-numbers/sku/avn-r110', {
      categoryIds: [ovens, spares],
    });
    expect(response.status).toBe(200);
    const result = (await response.json()) as BulkArticleNumbersResult;
    expect(result.created.map(({ number, categoryId }) => [number, categoryId])).toEqual([
      ['AVN-R110', spares],
    ]);
    expect(result.skipped).toBe(1);
    expect(await pairs()).toEqual([`AVN-R110@${ovens}`, `AVN-R110@${spares}`].sort());
    expect((await list()).find((record) => record.categoryId === ovens)?.id).toBe(kept?.id);
  });

  it('PUT with no categories removes the number; PUT on a new number creates it', async () => {
    await admin.post('/api/admin/article-numbers/bulk', { number: 'A1', categoryIds: [ovens] });
    expect((await admin.put('/api/admin/article-numbers/sku/A1', { categoryIds: [] })).status).toBe(200);
    expect(await list()).toEqual([]);
    expect((await admin.put('/api/admin/article-numbers/sku/NEW%201', { categoryIds: [pumps] })).status).toBe(
      200,
    );
    expect(await pairs()).toEqual([`NEW 1@${pumps}`]);
  });

  it('PUT with an unknown category or a bad body changes nothing', async () => {
    await admin.post('/api/admin/article-numbers/bulk', { number: 'A1', categoryIds: [ovens] });
    const unknown = await admin.put('/api/admin/article-numbers/sku/A1', { categoryIds: [pumps, 424242] });
    expect(unknown.status).toBe(400);
    const wrongType = await admin.put('/api/admin/article-numbers/sku/A1', { categoryIds: 'all' });
    expect(wrongType.status).toBe(400);
    const tooLong = await admin.put(`/api/admin/article-numbers/sku/${'B'.repeat(101)}`, {
      categoryIds: [ovens],
    });
    expect(tooLong.status).toBe(400);
    expect(await pairs()).toEqual([`A1@${ovens}`]);
  });

  it('DELETE removes the number from all categories and answers 404 for an unknown number', async () => {
    await admin.post('/api/admin/article-numbers/bulk', {
      number: 'A1',
      categoryIds: [ovens, pumps, spares],
    });
    await admin.post('/api/admin/article-numbers/bulk', { number: 'B2', categoryIds: [ovens] });
    const response = await admin.delete('/api/admin/article-numbers/sku/%20a1%20');
    expect(response.status).toBe(200);
    expect(await pairs()).toEqual([`B2@${ovens}`]);
    const missing = await admin.delete('/api/admin/article-numbers/sku/A1');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: 'Article number A1 not found' });
  });
});

describe('activities and public lookups', () => {
  it('logs each change with entity type, id and a detail', async () => {
    await admin.post('/api/admin/article-numbers/bulk', { number: 'LOG-1', categoryIds: [ovens] });
    await admin.put('/api/admin/article-numbers/sku/LOG-1', { categoryIds: [pumps] });
    await admin.delete('/api/admin/article-numbers/sku/LOG-1');
    const activities = await admin.getJson<Activity[]>('/api/admin/activities');
    const mine = activities.filter((activity) => activity.entityType === 'article_number').slice(0, 3);
    expect(mine.map((activity) => activity.action)).toEqual(['delete', 'update', 'create']);
    expect(mine.every((activity) => activity.details?.includes('LOG-1'))).toBe(true);
    expect(mine.every((activity) => activity.username === 'admin')).toBe(true);
  });

  it('keeps the autocomplete in step with the changes', async () => {
    await admin.post('/api/admin/article-numbers/bulk', { number: 'AUTO-777', categoryIds: [ovens] });
    const found = await admin.getJson<string[]>('/api/search/article-numbers?q=uto-77');
    expect(found).toEqual(['AUTO-777']);
    await admin.delete('/api/admin/article-numbers/sku/AUTO-777');
    expect(await admin.getJson<string[]>('/api/search/article-numbers?q=uto-77')).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const anonymous = server.client();
    expect((await anonymous.get('/api/admin/article-numbers')).status).toBe(401);
    expect(
      (await anonymous.post('/api/admin/article-numbers/bulk', { number: 'X', categoryIds: [ovens] })).status,
    ).toBe(401);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Activity } from '../../common/api/activities';
import type { Category } from '../../common/api/categories';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';

let server: TestServer;
let admin: ApiClient;

beforeEach(async () => {
  server = await startApiServer();
  admin = await server.client().registerAdmin();
});

afterEach(async () => {
  await server.dispose();
});

async function createCategory(name: string): Promise<Category> {
  const response = await admin.post('/api/admin/categories', { name });
  expect(response.status).toBe(201);
  return (await response.json()) as Category;
}

describe('categories', () => {
  it('creates with a trimmed name, lists by name, renames and deletes', async () => {
    const kitchen = await createCategory('  Kitchen  ');
    expect(kitchen).toEqual({ id: expect.any(Number), name: 'Kitchen', revision: 1 });
    await createCategory('audio');
    expect((await admin.getJson<Category[]>('/api/admin/categories')).map((c) => c.name)).toEqual([
      'audio',
      'Kitchen',
    ]);

    const renamed = await admin.patch(`/api/admin/categories/${kitchen.id}`, { name: 'Kitchen Appliances' });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toEqual({ id: kitchen.id, name: 'Kitchen Appliances', revision: 2 });

    expect((await admin.delete(`/api/admin/categories/${kitchen.id}`)).status).toBe(200);
    expect((await admin.getJson<Category[]>('/api/admin/categories')).map((c) => c.name)).toEqual(['audio']);
  });

  it('refuses a name that exists in another case with 409, also on rename', async () => {
    const kitchen = await createCategory('Kitchen');
    const garden = await createCategory('Garden');
    const duplicate = await admin.post('/api/admin/categories', { name: 'KITCHEN' });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toMatchObject({ message: 'A category named "Kitchen" already exists' });
    expect((await admin.patch(`/api/admin/categories/${garden.id}`, { name: 'kitchen' })).status).toBe(409);
    expect((await admin.patch(`/api/admin/categories/${kitchen.id}`, { name: 'KITCHEN' })).status).toBe(200);
    expect((await admin.getJson<Category[]>('/api/admin/categories')).map((c) => c.name)).toEqual([
      'Garden',
      'KITCHEN',
    ]);
  });

  it.each([
    [{ name: '   ' }, 'Name is required'],
    [{}, 'Name is required'],
    [{ name: 42 }, 'Name is required'],
    [{ name: 'x'.repeat(201) }, 'Name must be at most 200 characters'],
  ])('answers 400 for %j and creates nothing', async (body, message) => {
    const response = await admin.post('/api/admin/categories', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message });
    expect(await admin.getJson<Category[]>('/api/admin/categories')).toEqual([]);
  });

  it('answers 404 for an unknown id and 400 for an id that is not one', async () => {
    expect((await admin.patch('/api/admin/categories/999', { name: 'X' })).status).toBe(404);
    expect((await admin.delete('/api/admin/categories/999')).status).toBe(404);
    const bad = await admin.delete('/api/admin/categories/abc');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: 'Invalid category id' });
  });

  it('refuses to delete a category that instructions use, saying how many, and keeps its links', async () => {
    const category = await createCategory('Audio');
    for (const title of ['One', 'Two']) {
      const created = await admin.post('/api/admin/instructions', {
        instruction: {
          title,
          type: 'user_manual',
          isUniversal: false,
          excludePatterns: [],
          categoryId: category.id,
        },
        contents: { en: 'Text' },
        titles: {},
      });
      expect(created.status).toBe(201);
    }
    await admin.post('/api/admin/article-numbers/bulk', { number: 'AVN-R110', categoryIds: [category.id] });

    const refused = await admin.delete(`/api/admin/categories/${category.id}`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      message: 'Cannot delete category "Audio": 2 instructions still use it',
    });
    expect((await server.client().get('/api/article/AVN-R110')).status).toBe(200);
  });

  it('takes its article-number links with it when deleted', async () => {
    const audio = await createCategory('Audio');
    const video = await createCategory('Video');
    await admin.post('/api/admin/article-numbers/bulk', {
      number: 'AVN-R110',
      categoryIds: [audio.id, video.id],
    });
    await admin.post('/api/admin/article-numbers/bulk', { number: 'AVN-X1', categoryIds: [audio.id] });

    expect((await admin.delete(`/api/admin/categories/${audio.id}`)).status).toBe(200);
    const links = await admin.getJson<{ number: string; categoryId: number }[]>('/api/admin/article-numbers');
    expect(links.map(({ number, categoryId }) => [number, categoryId])).toEqual([['AVN-R110', video.id]]);
    expect((await server.client().get('/api/article/AVN-X1')).status).toBe(404);
    expect(await server.client().getJson<string[]>('/api/search/article-numbers?q=avn')).toEqual([
      'AVN-R110',
    ]);
  });

  it('records create, update and delete as activities', async () => {
    const category = await createCategory('Audio');
    await admin.patch(`/api/admin/categories/${category.id}`, { name: 'Sound' });
    await admin.delete(`/api/admin/categories/${category.id}`);
    const activities = await admin.getJson<Activity[]>('/api/admin/activities');
    expect(
      activities
        .slice(0, 3)
        .map(({ action, entityType, entityId, details }) => ({ action, entityType, entityId, details })),
    ).toEqual([
      { action: 'delete', entityType: 'category', entityId: category.id, details: 'Deleted category Sound' },
      {
        action: 'update',
        entityType: 'category',
        entityId: category.id,
        details: 'Renamed category Audio to Sound',
      },
      { action: 'create', entityType: 'category', entityId: category.id, details: 'Created category Audio' },
    ]);
  });
});

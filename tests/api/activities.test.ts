import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activity } from '../../common/api/activities';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startApiServer();
  admin = await server.client().registerAdmin();
  for (let n = 1; n <= 60; n += 1) {
    expect((await admin.post('/api/admin/categories', { name: `Category ${n}` })).status).toBe(201);
  }
});

afterAll(async () => {
  await server.dispose();
});

describe('GET /api/admin/activities', () => {
  it('answers the latest 50 by default, latest first, with the acting username', async () => {
    const activities = await admin.getJson<Activity[]>('/api/admin/activities');
    expect(activities).toHaveLength(50);
    expect(activities[0]).toEqual({
      id: expect.any(Number),
      userId: expect.any(Number),
      username: 'admin',
      action: 'create',
      entityType: 'category',
      entityId: expect.any(Number),
      details: 'Created category Category 60',
      detail: { kind: 'categoryCreated', values: { name: 'Category 60' } },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(activities[49]?.details).toBe('Created category Category 11');
  });

  it('answers up to 200 with ?limit=', async () => {
    expect(await admin.getJson<Activity[]>('/api/admin/activities?limit=3')).toHaveLength(3);
    const all = await admin.getJson<Activity[]>('/api/admin/activities?limit=200');
    expect(all).toHaveLength(61);
    expect(all.at(-1)).toMatchObject({
      action: 'create',
      entityType: 'user',
      details: 'First admin admin registered',
    });
  });

  it.each(['0', '201', 'abc', '2.5', ''])('answers 400 for ?limit=%s', async (limit) => {
    const response = await admin.get(`/api/admin/activities?limit=${limit}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/limit/);
  });
});

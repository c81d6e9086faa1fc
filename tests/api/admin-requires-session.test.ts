import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';

/** Every /api/admin endpoint of the contract, engineer B's included. */
const ADMIN_ENDPOINTS: [method: string, path: string][] = [
  ['GET', '/api/admin/categories'],
  ['POST', '/api/admin/categories'],
  ['PATCH', '/api/admin/categories/1'],
  ['DELETE', '/api/admin/categories/1'],
  ['GET', '/api/admin/instructions'],
  ['GET', '/api/admin/instructions/1'],
  ['POST', '/api/admin/instructions'],
  ['PUT', '/api/admin/instructions/1'],
  ['DELETE', '/api/admin/instructions/1'],
  ['GET', '/api/admin/activities'],
  ['GET', '/api/admin/article-numbers'],
  ['POST', '/api/admin/article-numbers/bulk'],
  ['DELETE', '/api/admin/article-numbers/1'],
  ['PUT', '/api/admin/article-numbers/sku/AVN-R110'],
  ['DELETE', '/api/admin/article-numbers/sku/AVN-R110'],
  ['POST', '/api/admin/article-numbers/import'],
  ['GET', '/api/admin/article-numbers/export'],
  ['POST', '/api/admin/article-numbers/sync-from-excel'],
  ['GET', '/api/admin/media'],
  ['POST', '/api/admin/media'],
  ['DELETE', '/api/admin/media/1'],
  ['POST', '/api/admin/upload-image'],
];

/** A JSON body where the method allows one, so a write cannot slip through for lack of a body. */
const bodyFor = (method: string) => (method === 'GET' ? {} : { json: {} });

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startApiServer({ demo: true });
  admin = await server.client().registerAdmin();
});

afterAll(async () => {
  await server.dispose();
});

describe('every /api/admin endpoint', () => {
  it.each(ADMIN_ENDPOINTS)(
    '%s %s answers 401 without a session and changes nothing',
    async (method, path) => {
      const response = await server.client().request(method, path, bodyFor(method));
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: 'Not signed in' });
    },
  );

  it.each(ADMIN_ENDPOINTS)('%s %s answers 401 with a forged session cookie', async (method, path) => {
    const response = await server.client().request(method, path, {
      ...bodyFor(method),
      headers: { cookie: 'library.sid=s%3Aforged.c2lnbmF0dXJl' },
    });
    expect(response.status).toBe(401);
  });

  it.each(ADMIN_ENDPOINTS.filter(([method]) => method === 'GET'))(
    '%s %s exists behind the guard: a signed-in admin is let through',
    async (method, path) => {
      const response = await admin.request(method, path);
      expect(response.status).toBe(200);
    },
  );

  it('left the demo catalogue untouched after all the refused writes', async () => {
    const categories = await admin.getJson<unknown[]>('/api/admin/categories');
    const numbers = await admin.getJson<unknown[]>('/api/admin/article-numbers');
    expect(categories).toHaveLength(5);
    expect(numbers.length).toBeGreaterThanOrEqual(30);
  });
});

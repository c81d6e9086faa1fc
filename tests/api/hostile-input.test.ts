import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '../../common/api/categories';
import { ADMIN_JSON_LIMIT_BYTES, AUTH_JSON_LIMIT_BYTES } from '../../server/security/request-bodies';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';
import { rawRequest } from './support/raw-http';

let server: TestServer;
let admin: ApiClient;
let garden: Category;

beforeAll(async () => {
  server = await startApiServer();
  admin = await server.client().registerAdmin();
  garden = (await (await admin.post('/api/admin/categories', { name: 'Garden' })).json()) as Category;
});

afterAll(async () => {
  await server.dispose();
});

describe('malformed percent-encoding in the path', () => {
  const paths: [string, string][] = [
    ['GET', '/api/article/%FF'],
    ['GET', '/api/article/%C0%AF'],
    ['GET', '/api/article/%ED%A0%80'],
    ['GET', '/api/article/%'],
    ['GET', '/api/article/abc%E0%A4%A'],
    ['GET', '/api/instruction/number/%FF'],
    ['GET', '/api/media/%C0%AF'],
    ['GET', '/api/admin/instructions/%FF'],
    ['DELETE', '/api/admin/article-numbers/sku/%FF'],
    ['DELETE', '/api/admin/article-numbers/sku/%ED%A0%80'],
    ['PATCH', '/api/admin/categories/%'],
    ['GET', '/%FF'],
    ['GET', '/admin/%C0%AF'],
  ];
  it.each(paths)('%s %s answers 400, not 500', async (method, path) => {
    const answer = await rawRequest(server.url, {
      method,
      path,
      headers: { cookie: admin.cookieHeader, 'content-type': 'application/json' },
      body: method === 'PATCH' ? '{"name":"x"}' : undefined,
    });
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({
      message: 'The address contains malformed percent-encoding',
      code: 'MALFORMED_PATH',
    });
  });
});

describe('characters refused in category names and instruction titles', () => {
  const refused: [string, string, RegExp][] = [
    ['NUL', 'Gar\u0000den', /control character U\+0000/],
    ['ESC', 'Gar\u001b[31mden', /control character U\+001B/],
    ['line break', 'Gar\nden', /control character U\+000A/],
    ['DEL', 'Gar\u007fden', /control character U\+007F/],
    ['C1 NEL', 'Gar\u0085den', /control character U\+0085/],
    ['right-to-left override', 'Invoice\u202Etxt.exe', /U\+202E \(RIGHT-TO-LEFT OVERRIDE\)/],
    ['left-to-right embedding', '\u202AGarden', /U\+202A \(LEFT-TO-RIGHT EMBEDDING\)/],
    ['first strong isolate', 'Gar\u2068den', /U\+2068 \(FIRST STRONG ISOLATE\)/],
    ['lone surrogate', 'Gar\ud800den', /unpaired surrogate U\+D800/],
    ['only zero-width characters', '\u200b\u200c\u200d', /must contain visible characters/],
  ];
  const accepted = ['Küche & Bad', 'Ελληνικά', '日本語の説明', '🔧 Tools', 'Tab-free "quotes" <b>'];

  it.each(refused)(
    'refuses a category named with %s, naming the character, and stores nothing',
    async (_what, name, message) => {
      const before = await admin.getJson<Category[]>('/api/admin/categories');
      const response = await admin.post('/api/admin/categories', { name });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
      const renamed = await admin.patch(`/api/admin/categories/${garden.id}`, { name });
      expect(renamed.status).toBe(400);
      expect(await admin.getJson<Category[]>('/api/admin/categories')).toEqual(before);
    },
  );

  it.each(refused)(
    'refuses an instruction title (and a per-language title) with %s',
    async (_what, title, message) => {
      const main = await admin.post('/api/admin/instructions', {
        instruction: { title, categoryId: garden.id },
        contents: { en: 'Text' },
      });
      expect(main.status).toBe(400);
      expect(((await main.json()) as { message: string }).message).toMatch(message);
      const perLanguage = await admin.post('/api/admin/instructions', {
        instruction: { title: 'Fine', categoryId: garden.id },
        contents: { en: 'Text' },
        titles: { de: title },
      });
      expect(perLanguage.status).toBe(400);
    },
  );

  it.each(refused)(
    'refuses an instruction number and an exclude pattern with %s, on create and on edit',
    async (_what, text, message) => {
      const created = await admin.post('/api/admin/instructions', {
        instruction: { title: 'Numbered', categoryId: garden.id, instructionNumber: text },
        contents: { en: 'Text' },
      });
      expect(created.status).toBe(400);
      expect(((await created.json()) as { message: string }).message).toMatch(message);
      const excluded = await admin.post('/api/admin/instructions', {
        instruction: { title: 'Everywhere', isUniversal: true, excludePatterns: [text] },
        contents: { en: 'Text' },
      });
      expect(excluded.status).toBe(400);
      const fine = (await (
        await admin.post('/api/admin/instructions', {
          instruction: { title: 'Fine number', categoryId: garden.id },
          contents: { en: 'Text' },
        })
      ).json()) as { id: number };
      const edited = await admin.put(`/api/admin/instructions/${fine.id}`, {
        instruction: { title: 'Fine number', categoryId: garden.id, instructionNumber: text },
        contents: { en: 'Text' },
      });
      expect(edited.status).toBe(400);
    },
  );

  it.each(accepted)('accepts the name %s', async (name) => {
    const response = await admin.post('/api/admin/categories', { name });
    expect(response.status).toBe(201);
    expect(((await response.json()) as Category).name).toBe(name);
  });
});

describe('sizes of strings and arrays in bodies', () => {
  const instruction = (
    extra: Record<string, unknown>,
    contents: Record<string, string> = { en: 'Text' },
  ) => ({
    instruction: { title: 'Sized', categoryId: garden.id, ...extra },
    contents,
  });
  const cases: [string, string, () => unknown][] = [
    ['category name over 200 characters', '/api/admin/categories', () => ({ name: 'x'.repeat(201) })],
    ['title over 500 characters', '/api/admin/instructions', () => instruction({ title: 't'.repeat(501) })],
    [
      '101 exclude patterns',
      '/api/admin/instructions',
      () => instruction({ excludePatterns: Array.from({ length: 101 }, (_, i) => `P${i}`) }),
    ],
    [
      'an exclude pattern over 500 characters',
      '/api/admin/instructions',
      () => instruction({ excludePatterns: ['p'.repeat(501)] }),
    ],
    [
      'instruction number over 100 characters',
      '/api/admin/instructions',
      () => instruction({ instructionNumber: 'N'.repeat(101) }),
    ],
    [
      'content over 1,000,000 characters',
      '/api/admin/instructions',
      () => instruction({}, { en: 'c'.repeat(1_000_001) }),
    ],
    ['a language that is not supported', '/api/admin/instructions', () => instruction({}, { xx: 'Text' })],
  ];
  it.each(cases)('answers %s with 400', async (_what, path, body) => {
    expect((await admin.post(path, body())).status).toBe(400);
  });
});

describe('bodies bounded before they are parsed', () => {
  const big = 'x'.repeat(20 * 1024 * 1024);

  it.each([
    ['an unknown /api path', 'POST', '/api/no-such-thing'],
    ['a public read', 'POST', '/api/article/AVN-1'],
    ['a public read, with GET', 'GET', '/api/setup'],
    ['a page', 'POST', '/admin/dashboard'],
  ])('refuses a 20 MB body on %s with 413 without signing in', async (_what, method, path) => {
    const answer = await rawRequest(server.url, {
      method,
      path,
      body: big,
      headers: { 'content-type': 'application/json' },
    });
    expect([413, 404]).toContain(answer.status);
    if (path.startsWith('/api')) {
      expect(answer.status).toBe(413);
      expect(answer.json()).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'This address accepts no request body',
      });
    }
  });

  it('refuses a chunked body without a length on a public path', async () => {
    const answer = await rawRequest(server.url, {
      method: 'POST',
      path: '/api/no-such-thing',
      headers: { 'transfer-encoding': 'chunked', 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(answer.status).toBe(413);
  });

  it(`refuses a sign-in body over ${AUTH_JSON_LIMIT_BYTES} bytes`, async () => {
    const response = await server
      .client()
      .post('/api/login', { username: 'admin', password: 'p'.repeat(AUTH_JSON_LIMIT_BYTES) });
    expect(response.status).toBe(413);
  });

  it('does not read an admin body before the session is checked', async () => {
    const response = await server.client().post('/api/admin/categories', { name: big });
    expect(response.status).toBe(401);
  });

  it(`accepts the largest real request, seven languages at the content limit (limit ${ADMIN_JSON_LIMIT_BYTES} bytes)`, async () => {
    const contents = Object.fromEntries(
      ['en', 'de', 'fr', 'nl', 'it', 'da', 'es'].map((language) => [language, 'é€'.repeat(500_000)]),
    );
    const response = await admin.post('/api/admin/instructions', instruction7(contents));
    expect(response.status).toBe(201);
  });

  function instruction7(contents: Record<string, string>) {
    return { instruction: { title: 'Largest', categoryId: garden.id }, contents };
  }
});

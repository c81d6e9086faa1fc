import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '../../common/api/categories';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';

let server: TestServer;
let admin: ApiClient;
let rendererDir: string;
/** Like the head's early-keys script the build inlines (scripts/early-keys-script.ts). */
const INLINE_SCRIPT = 'window.takeEarlyKeys=()=>[]';

beforeAll(async () => {
  rendererDir = mkdtempSync(path.join(tmpdir(), 'library-renderer-'));
  mkdirSync(path.join(rendererDir, 'assets'));
  writeFileSync(
    path.join(rendererDir, 'index.html'),
    `<!doctype html><title>Instruction Library</title><script>${INLINE_SCRIPT}</script><div id="root"></div>`,
  );
  writeFileSync(path.join(rendererDir, 'assets/app-1234.js'), 'console.log("app");');
  server = await startApiServer({ config: { rendererDir } });
  admin = await server.client().registerAdmin();
});

afterAll(async () => {
  await server.dispose();
  rmSync(rendererDir, { recursive: true, force: true });
});

describe('foreign origins', () => {
  it('refuses a state-changing request whose Origin is another site, and changes nothing', async () => {
    const response = await admin.post(
      '/api/admin/categories',
      { name: 'Evil' },
      { headers: { origin: 'http://evil.example' } },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ message: 'Requests from another origin are not allowed' });
    expect(await admin.getJson<Category[]>('/api/admin/categories')).toEqual([]);
  });

  it.each(['null', 'https://127.0.0.1', `http://127.0.0.1:1`, 'http://localhost.evil.example'])(
    'refuses Origin %s, also on login',
    async (origin) => {
      const response = await server
        .client()
        .post('/api/login', { username: 'admin', password: 'secret-password' }, { headers: { origin } });
      expect(response.status).toBe(403);
    },
  );

  it('lets requests from its own origin and requests without an Origin through', async () => {
    const origin = new URL(server.url).origin;
    expect((await admin.post('/api/admin/categories', { name: 'Own' }, { headers: { origin } })).status).toBe(
      201,
    );
    expect((await admin.post('/api/admin/categories', { name: 'No origin' })).status).toBe(201);
  });

  it('does not judge GET requests by their Origin', async () => {
    expect(
      (await server.client().get('/api/setup', { headers: { origin: 'http://evil.example' } })).status,
    ).toBe(200);
  });
});

describe('bad requests', () => {
  it('answers malformed JSON with 400 and a message', async () => {
    const response = await admin.request('POST', '/api/admin/categories', {
      body: '{"name": "Half',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Malformed JSON body' });
  });

  it('answers a JSON body over the limit with 413', async () => {
    const response = await admin.post('/api/admin/categories', { name: 'x'.repeat(23 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ message: /Request body is too large/ });
  });

  it('answers unknown /api paths with 404 JSON, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await server.client().request(method, '/api/does-not-exist');
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(await response.json()).toEqual({
        message: `Unknown API path: ${method} /api/does-not-exist`,
        code: 'NOT_FOUND',
      });
    }
  });
});

describe('the renderer build', () => {
  it('serves index.html for every non-/api path (the SPA fallback) with the content security policy', async () => {
    for (const pathname of ['/', '/admin/dashboard', '/instructions/AVN-R110/en']) {
      const response = await server.client().get(pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toContain('<div id="root"></div>');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob: http: https:");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('lets the page run the inline script of its build, by its hash, and no other', async () => {
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    const page = await server.client().get('/');
    const scripts = /script-src [^;]*/.exec(page.headers.get('content-security-policy') ?? '')?.[0];
    expect(scripts).toBe(`script-src 'self' 'sha256-${hash}'`);
    const answer = await server.client().get('/api/health');
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self';");
  });

  it('serves built assets with a long cache lifetime and answers a missing asset with 404', async () => {
    const asset = await server.client().get('/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect((await server.client().get('/assets/missing.js')).status).toBe(404);
  });
});

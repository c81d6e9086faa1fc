import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Category } from '../../common/api/categories';
import { log } from '../../server/logs/log';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';

/** A filesystem of a few MB that the test can fill; needs root (mount), as on the CI machine. */
const mountPoint = mkdtempSync(path.join(tmpdir(), 'library-full-disk-'));
let mountProblem: string | undefined;
try {
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', mountPoint], { stdio: 'pipe' });
} catch (error) {
  mountProblem = `mounting a small tmpfs is not permitted here: ${error instanceof Error ? error.message : String(error)}`;
  console.warn(`Skipping the full-disk tests: ${mountProblem}`);
}

const filler = path.join(mountPoint, 'filler');
let server: TestServer;
let admin: ApiClient;
let category: Category;

/** Writes until the filesystem says ENOSPC. */
function fillTheDisk(): void {
  const fd = openSync(filler, 'w');
  const chunk = Buffer.alloc(64 * 1024, 1);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    closeSync(fd);
  }
}

/** Every request must be answered; a hang fails the test instead of stalling it. */
const inTime = { signal: AbortSignal.timeout(30_000) };

describe.skipIf(mountProblem !== undefined)('a full disk', () => {
  beforeAll(async () => {
    server = await startApiServer({ dataDir: path.join(mountPoint, 'data') });
    admin = await server.client().registerAdmin();
    category = (await (await admin.post('/api/admin/categories', { name: 'Garden' })).json()) as Category;
    fillTheDisk();
  });

  afterAll(async () => {
    rmSync(filler, { force: true });
    await server?.stop();
    // A stopped server's worker may hold a file a moment longer on a busy machine (see health.test.ts).
    execFileSync('umount', ['--lazy', mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  });

  it('answers a change that needs space with 507 and a clear message, and logs the whole stack', async () => {
    const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const response = await fetch(new URL('/api/admin/instructions', server.url), {
      ...inTime,
      method: 'POST',
      headers: { cookie: admin.cookieHeader, 'content-type': 'application/json' },
      body: JSON.stringify({
        instruction: { title: 'Big', categoryId: category.id },
        contents: { en: 'x'.repeat(1_000_000), de: 'y'.repeat(1_000_000) },
      }),
    });
    expect(response.status).toBe(507);
    expect(await response.json()).toEqual({
      code: 'STORAGE_FULL',
      message:
        'The disk of the library is full, so the change was not saved. Free some disk space and try again; reading still works.',
    });
    const [fields, line] = logged.mock.calls[0] ?? [];
    logged.mockRestore();
    expect(line).toBe('507 POST /api/admin/instructions');
    expect((fields as { err: Error }).err.stack).toMatch(/SQLITE_FULL|disk is full[\s\S]*\n\s+at /);
  });

  it('keeps reads working, for visitors and signed-in admins (whose session cannot be extended)', async () => {
    for (const [client, pathname] of [
      [admin, '/api/admin/categories'],
      [admin, '/api/admin/instructions'],
      [admin, '/api/user'],
      [server.client(), '/api/setup'],
      [server.client(), '/api/search/article-numbers?q=a'],
    ] as const) {
      const response = await fetch(new URL(pathname, server.url), {
        ...inTime,
        headers: { cookie: client.cookieHeader },
      });
      expect(response.status, pathname).toBe(200);
    }
    expect(await admin.getJson<Category[]>('/api/admin/categories')).toEqual([category]);
  });

  it('answers sign-in either way, never with a bare 500 or a hang', async () => {
    const response = await fetch(new URL('/api/login', server.url), {
      ...inTime,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'secret-password' }),
    });
    expect([200, 507]).toContain(response.status);
  });

  it('saves again once space is freed, and nothing stored before was lost', async () => {
    rmSync(filler, { force: true });
    const response = await admin.post('/api/admin/instructions', {
      instruction: { title: 'After', categoryId: category.id },
      contents: { en: 'Saved' },
    });
    expect(response.status).toBe(201);
    expect(await admin.getJson<Category[]>('/api/admin/categories')).toEqual([category]);
  });
});

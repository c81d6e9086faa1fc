import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Category } from '../../common/api/categories';
import type { User } from '../../common/api/auth';
import { startApiServer, type TestServer } from './support/api-server';

let server: TestServer | undefined;

afterAll(async () => {
  if (server) await server.dispose();
});

describe('restarting on the same data directory', () => {
  it('keeps the data and the signed-in session', async () => {
    const first = await startApiServer();
    const admin = await first.client().registerAdmin();
    expect((await admin.post('/api/admin/categories', { name: 'Survives' })).status).toBe(201);
    await first.stop();

    server = await startApiServer({ dataDir: first.dataDir });
    const sameBrowser = admin.copyCookiesTo(server.client());
    expect((await sameBrowser.getJson<User>('/api/user')).username).toBe('admin');
    expect((await sameBrowser.getJson<Category[]>('/api/admin/categories')).map((c) => c.name)).toEqual([
      'Survives',
    ]);
    expect((await server.client().get('/api/admin/categories')).status).toBe(401);
  });

  it('leaves library.db complete on its own at stop, so copying that one file is a backup', async () => {
    const original = await startApiServer();
    const admin = await original.client().registerAdmin();
    await admin.post('/api/admin/categories', { name: 'Backed up' });
    await original.stop();
    await original.stop();

    const copyDir = mkdtempSync(path.join(tmpdir(), 'library-copy-'));
    copyFileSync(path.join(original.dataDir, 'library.db'), path.join(copyDir, 'library.db'));
    rmSync(original.dataDir, { recursive: true, force: true });
    const restored = await startApiServer({ dataDir: copyDir });
    try {
      const signedIn = await restored.client().login();
      expect((await signedIn.getJson<Category[]>('/api/admin/categories')).map((c) => c.name)).toEqual([
        'Backed up',
      ]);
    } finally {
      await restored.dispose();
    }
  });
});

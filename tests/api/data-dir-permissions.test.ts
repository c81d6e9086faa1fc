import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type TestServer } from './support/api-server';

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe.skipIf(process.platform === 'win32')('the data directory is private', () => {
  let server: TestServer;
  let parent: string;

  beforeAll(async () => {
    parent = mkdtempSync(path.join(tmpdir(), 'library-private-'));
    server = await startApiServer({ dataDir: path.join(parent, 'new-data') });
    await server.client().registerAdmin();
  });

  afterAll(async () => {
    await server.dispose();
    rmSync(parent, { recursive: true, force: true });
  });

  it('creates the folder 0700 and library.db, its WAL and SHM and the session secret 0600', () => {
    expect(modeOf(server.dataDir)).toBe(0o700);
    for (const name of ['library.db', 'library.db-wal', 'library.db-shm', 'session-secret']) {
      const file = path.join(server.dataDir, name);
      expect(existsSync(file), name).toBe(true);
      expect(modeOf(file), name).toBe(0o600);
    }
  });

  it('tightens a data directory an older version left readable by everyone', async () => {
    const old = path.join(parent, 'old-data');
    mkdirSync(old, { mode: 0o755 });
    chmodSync(old, 0o755);
    writeFileSync(path.join(old, 'session-secret'), 'k'.repeat(64), { mode: 0o644 });
    chmodSync(path.join(old, 'session-secret'), 0o644);
    const first = await startApiServer({ dataDir: old });
    await first.stop();
    chmodSync(path.join(old, 'library.db'), 0o644);
    const again = await startApiServer({ dataDir: old });
    try {
      expect(modeOf(old)).toBe(0o700);
      expect(modeOf(path.join(old, 'library.db'))).toBe(0o600);
      expect(modeOf(path.join(old, 'session-secret'))).toBe(0o600);
    } finally {
      await again.dispose();
    }
  });
});

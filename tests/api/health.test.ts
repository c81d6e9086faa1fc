import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { HealthAnswer } from '../../common/api/health';
import { startApiServer, type TestServer } from './support/api-server';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

async function health(server: TestServer): Promise<{ status: number; body: HealthAnswer }> {
  const response = await server.client().get('/api/health');
  return { status: response.status, body: (await response.json()) as HealthAnswer };
}

describe('GET /api/health', () => {
  it('answers 200 with the app and library versions after reading the library', async () => {
    const server = await startApiServer();
    try {
      const first = await health(server);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ status: 'ok', version, libraryVersion: null, database: 'ok', disk: 'ok' });
      const admin = await server.client().registerAdmin();
      expect((await admin.post('/api/admin/library/publish', { note: '' })).status).toBe(201);
      expect((await health(server)).body.libraryVersion).toBe(1);
    } finally {
      await server.dispose();
    }
  });

  it('answers 503 naming the database when the library file is gone', async () => {
    const server = await startApiServer();
    try {
      for (const suffix of ['', '-wal', '-shm']) rmSync(path.join(server.dataDir, `library.db${suffix}`));
      const answer = await health(server);
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({
        status: 'unavailable',
        database: 'failed',
        message: 'The library database cannot be read',
      });
    } finally {
      await server.dispose();
    }
  });
});

/** A filesystem of a few MB that the test can fill; needs root (mount), as on the CI machine. */
const mountPoint = mkdtempSync(path.join(tmpdir(), 'library-health-disk-'));
let mountProblem: string | undefined;
try {
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=24m', 'tmpfs', mountPoint], { stdio: 'pipe' });
} catch (error) {
  mountProblem = error instanceof Error ? error.message : String(error);
  console.warn(
    `Skipping the health disk tests: mounting a small tmpfs is not permitted here: ${mountProblem}`,
  );
}

describe.skipIf(mountProblem !== undefined)('GET /api/health on a small data disk', () => {
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.stop();
    // A worker thread of the stopped server may hold a file for a moment longer on a busy machine;
    // a lazy unmount detaches now and lets go once it closes.
    execFileSync('umount', ['--lazy', mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  });

  it('answers 503 when the data folder is nearly full, and 200 again once there is room', async () => {
    server = await startApiServer({ dataDir: path.join(mountPoint, 'data') });
    expect((await health(server)).status).toBe(200);
    const filler = path.join(mountPoint, 'filler');
    const fd = openSync(filler, 'w');
    try {
      for (let written = 0; written < 10 * 1024 * 1024; written += 1024 * 1024)
        writeSync(fd, Buffer.alloc(1024 * 1024));
    } finally {
      closeSync(fd);
    }
    const full = await health(server);
    expect(full.status).toBe(503);
    expect(full.body).toMatchObject({ status: 'unavailable', database: 'ok', disk: 'full' });
    rmSync(filler);
    expect((await health(server)).status).toBe(200);
  });
});

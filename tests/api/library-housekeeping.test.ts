import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNING_KEY_FILE } from '../../server/library-bundles/signing-key';
import { createCategory } from '../fixtures/upload-forms';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';
import {
  checkHub,
  exportBundle,
  follow,
  libraryStatus,
  publish,
  signingPublicKey,
} from './support/library-bundles';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const bundlesOf = (server: TestServer) =>
  readdirSync(path.join(server.dataDir, 'library-bundles'))
    .filter((name) => name.endsWith('.tar'))
    .sort();

let hub: TestServer;
let hubAdmin: ApiClient;

beforeAll(async () => {
  hub = await startApiServer();
  hubAdmin = await hub.client().registerAdmin();
  await createCategory(hubAdmin, 'Tools');
}, 60_000);

afterAll(async () => {
  await hub?.dispose();
});

describe('publishing', () => {
  it('refuses a note with control characters, bidi controls or a lone surrogate, as names and titles do', async () => {
    for (const character of [
      '\u0000',
      '\u001b',
      '\n',
      '\r',
      '\u007f',
      '\u0085',
      '\u202e',
      '\u2066',
      '\ud800',
    ]) {
      const response = await hubAdmin.post('/api/admin/library/publish', {
        note: `Spring${character}catalogue`,
      });
      const body = (await response.json()) as { code: string; message: string };
      expect({ character: escape(character), status: response.status, code: body.code }).toEqual({
        character: escape(character),
        status: 400,
        code: 'VALIDATION_FAILED',
      });
      expect(body.message).toMatch(
        /^The note must not contain the (bidirectional control character|control character|unpaired surrogate) U\+/,
      );
    }
    expect((await libraryStatus(hubAdmin)).served).toBeNull();
  });

  it('answers 507 with a plain message when the disk is full, publishes nothing and leaves nothing behind', async () => {
    // The signing key is written to `<name>.<pid>.tmp` first; pointing that name at /dev/full makes
    // the real write fail with ENOSPC, as on a full disk.
    const temporary = path.join(hub.dataDir, `${SIGNING_KEY_FILE}.${process.pid}.tmp`);
    symlinkSync('/dev/full', temporary);
    try {
      const response = await hubAdmin.post('/api/admin/library/publish', { note: 'On a full disk' });
      expect(response.status).toBe(507);
      expect(await response.json()).toEqual({
        code: 'STORAGE_FULL',
        message:
          'The disk is full: the new library version could not be written; the current library stays in use',
      });
    } finally {
      rmSync(temporary, { force: true });
    }
    expect((await libraryStatus(hubAdmin)).served).toBeNull();
    expect(existsSync(path.join(hub.dataDir, SIGNING_KEY_FILE))).toBe(false);
  });

  it('keeps exactly the bundles of the served and the previous version, as the README says', async () => {
    for (let version = 1; version <= 4; version += 1)
      expect(await publish(hubAdmin, `Version ${version}`)).toBe(version);
    expect(bundlesOf(hub)).toEqual([
      'library-v3-from-v1.tar',
      'library-v3-from-v2.tar',
      'library-v3.tar',
      'library-v4-from-v2.tar',
      'library-v4-from-v3.tar',
      'library-v4.tar',
    ]);
    // The unpacked snapshots the next publish computes its deltas from.
    expect(readdirSync(path.join(hub.dataDir, 'library-bundles', 'snapshots')).sort()).toEqual([
      'library-v3.sqlite',
      'library-v4.sqlite',
    ]);
    const readme = await import('node:fs').then((fs) =>
      fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8'),
    );
    expect(readme.replace(/\s+/g, ' ')).toContain(
      'The bundles of the served and the previous version stay in',
    );
  });
});

describe('a follower started after an interrupted download or apply', () => {
  it('removes the partial files and the unfinished write-ahead log it left', async () => {
    const kiosk = await startApiServer();
    const admin = await kiosk.client().registerAdmin();
    await follow(admin, { hubUrl: hub.url, publicKey: await signingPublicKey(hubAdmin) });
    await checkHub(admin);
    const served = (await libraryStatus(hubAdmin)).served?.version;
    expect((await libraryStatus(admin)).served?.version).toBe(served);
    await kiosk.stop();

    const bundles = path.join(kiosk.dataDir, 'library-bundles');
    const leftovers = [
      'staging/apply-v5.sqlite',
      'staging/apply-v5.sqlite-wal',
      'staging/publish-v5.sqlite',
      'incoming/upload-0a1b2c3d4e5f.tar',
      'incoming/library-v5.tar.part',
      'library-v5.tar.partial',
    ];
    for (const file of leftovers) {
      mkdirSync(path.dirname(path.join(bundles, file)), { recursive: true });
      writeFileSync(path.join(bundles, file), Buffer.alloc(1024 * 1024, 1));
    }
    const wal = path.join(kiosk.dataDir, 'library.db-wal');
    killedInTheMiddleOfAWrite(path.join(kiosk.dataDir, 'library.db'));
    expect(statSync(wal).size).toBeGreaterThan(8 * 1024 * 1024);

    const again = await startApiServer({ dataDir: kiosk.dataDir });
    try {
      expect(statSync(wal).size).toBeLessThan(1024 * 1024);
      for (const file of leftovers) expect(existsSync(path.join(bundles, file)), file).toBe(false);
      expect(bundlesOf(again)).toEqual([`library-v${served}.tar`]);
      const status = await libraryStatus(await again.client().login());
      expect(status.served?.version).toBe(served);
      expect(await exportBundle(await again.client().login())).toHaveLength(status.served?.bundleSize ?? 0);
    } finally {
      await again.dispose();
    }
  }, 60_000);
});

const escape = (character: string) => `U+${(character.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`;

/**
 * A process that writes 16 MB into the library in one transaction and is killed (kill -9) before
 * it commits, as a crash in the middle of an apply: SQLite ignores those pages, but they stay on disk.
 */
function killedInTheMiddleOfAWrite(databaseFile: string): void {
  const script = `
    const Database = require('better-sqlite3');
    const sqlite = new Database(${JSON.stringify(databaseFile)});
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('cache_size = -1000');
    sqlite.exec('BEGIN IMMEDIATE; CREATE TABLE half_applied (data BLOB)');
    const insert = sqlite.prepare('INSERT INTO half_applied VALUES (randomblob(65536))');
    for (let row = 0; row < 256; row += 1) insert.run();
    process.kill(process.pid, 'SIGKILL');
  `;
  const result = spawnSync(process.execPath, ['-e', script], { cwd: repoRoot });
  expect(result.signal).toBe('SIGKILL');
}

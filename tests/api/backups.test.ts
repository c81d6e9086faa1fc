import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../support/cli-command';
import type { BackupFile } from '../../common/api/backups';
import type { Category } from '../../common/api/categories';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';

const repoRoot = path.resolve(import.meta.dirname, '../..');

const adminCommand = (args: string[], dataDir: string) =>
  runCommand('admin', [...args, '--data-dir', dataDir]);

const categoryNames = async (client: ApiClient) =>
  (await client.getJson<Category[]>('/api/admin/categories')).map((category) => category.name);

// Each restore starts the command with tsx, a few seconds on a busy machine.
describe('backups', { timeout: 120_000 }, () => {
  let server: TestServer;
  let admin: ApiClient;
  let backup: BackupFile;
  let backupFile: string;
  let signingKey: string;

  beforeAll(async () => {
    server = await startApiServer({ config: { backupIntervalMs: 0 } });
    admin = await server.client().registerAdmin();
    await admin.post('/api/admin/categories', { name: 'Before the backup' });
    expect((await admin.post('/api/admin/library/publish', { note: 'first' })).status).toBe(201);
    signingKey = readFileSync(path.join(server.dataDir, 'library-signing-key.json'), 'utf8');
  });

  afterAll(async () => {
    await server.dispose();
  });

  it('makes one on request while the server runs, lists it and downloads it whole', async () => {
    const made = await admin.post('/api/admin/backups');
    expect(made.status).toBe(201);
    backup = (await made.json()) as BackupFile;
    expect(backup).toMatchObject({
      name: expect.stringMatching(/^library-backup-\d{8}-\d{6}\.tar$/),
      automatic: false,
    });
    backupFile = path.join(server.dataDir, 'backups', backup.name);
    expect(await admin.getJson<BackupFile[]>('/api/admin/backups')).toEqual([backup]);
    const download = await admin.get(`/api/admin/backups/${backup.name}`);
    expect(download.headers.get('content-disposition')).toContain(backup.name);
    expect(Buffer.from(await download.arrayBuffer()).equals(readFileSync(backupFile))).toBe(true);
  });

  it('refuses strangers and names that are not a backup', async () => {
    expect((await server.client().get('/api/admin/backups')).status).toBe(401);
    expect((await server.client().post('/api/admin/backups')).status).toBe(401);
    expect((await admin.get('/api/admin/backups/library-backup-20200101-000000.tar')).status).toBe(404);
    expect((await admin.get('/api/admin/backups/..%2Flibrary.db')).status).toBe(404);
  });

  it('refuses a damaged file or one that is no backup, and stages nothing', async () => {
    const damaged = path.join(server.dataDir, 'damaged.tar');
    const bytes = readFileSync(backupFile);
    const last = bytes.length - 20_000;
    bytes.writeUInt8(bytes.readUInt8(last) ^ 0xff, last);
    writeFileSync(damaged, bytes);
    const refused = await adminCommand(['restore', damaged], server.dataDir);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/The backup is damaged: \S+ does not match its checksum/);
    const notBackup = await adminCommand(['restore', path.join(repoRoot, 'package.json')], server.dataDir);
    expect(notBackup.code).toBe(1);
    expect(notBackup.output).toContain('This file is not a backup of the instruction library');
    expect(existsSync(path.join(server.dataDir, 'restore-pending'))).toBe(false);
    rmSync(damaged);
  });

  it('is staged while the server runs and brings back the library, signing key and sessions at the next start', async () => {
    await admin.post('/api/admin/categories', { name: 'After the backup' });
    rmSync(path.join(server.dataDir, 'library-signing-key.json'));
    const staged = await adminCommand(['restore', backupFile], server.dataDir);
    expect(staged.code).toBe(0);
    expect(staged.output).toContain('replaces the library when the server or the app starts next');
    expect(await categoryNames(admin)).toContain('After the backup');

    await server.stop();
    server = await startApiServer({ dataDir: server.dataDir, config: { backupIntervalMs: 0 } });
    const again = admin.copyCookiesTo(server.client());
    expect(await categoryNames(again)).toContain('Before the backup');
    expect(await categoryNames(again)).not.toContain('After the backup');
    expect(readFileSync(path.join(server.dataDir, 'library-signing-key.json'), 'utf8')).toBe(signingKey);
    const aside = readdirSync(server.dataDir).filter((name) => name.startsWith('before-restore-'));
    expect(aside).toHaveLength(1);
    expect(existsSync(path.join(server.dataDir, aside[0] ?? '', 'library.db'))).toBe(true);
    expect(existsSync(path.join(server.dataDir, 'restore-pending'))).toBe(false);
  });
});

describe('automatic backups', { timeout: 60_000 }, () => {
  it('are made on the schedule while the library changes', async () => {
    const server = await startApiServer({ config: { backupIntervalMs: 100 } });
    try {
      const admin = await server.client().registerAdmin();
      const automatic = async () =>
        (await admin.getJson<BackupFile[]>('/api/admin/backups')).filter((backup) => backup.automatic);
      await expect.poll(async () => (await automatic()).length, { timeout: 20_000 }).toBeGreaterThan(0);
      expect((await automatic())[0]?.name).toMatch(/-auto\.tar$/);
    } finally {
      await server.dispose();
    }
  });
});

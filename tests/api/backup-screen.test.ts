import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupListing, BackupStatus, PendingRestore } from '../../common/api/backups';
import type { Category } from '../../common/api/categories';
import { version } from '../../package.json';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';

const categoryNames = async (client: ApiClient) =>
  (await client.getJson<Category[]>('/api/admin/categories')).map((category) => category.name);

describe('what the Backup screen asks of the server', { timeout: 60_000 }, () => {
  let server: TestServer;
  let admin: ApiClient;
  let backup: BackupListing;

  beforeAll(async () => {
    server = await startApiServer({ config: { backupIntervalMs: 30 * 60_000 } });
    admin = await server.client().registerAdmin();
    await admin.post('/api/admin/categories', { name: 'Kept in the backup' });
    expect((await admin.post('/api/admin/library/publish', { note: 'first' })).status).toBe(201);
    backup = (await (await admin.post('/api/admin/backups')).json()) as BackupListing;
  });

  afterAll(async () => {
    await server.dispose();
  });

  it('lists each backup with what it holds', async () => {
    expect(backup.contents).toEqual({
      appVersion: version,
      libraryVersion: 1,
      files: expect.arrayContaining(['library.db', 'session-secret', 'library-signing-key.json']),
      documents: 0,
    });
    expect(await admin.getJson<BackupListing[]>('/api/admin/backups')).toEqual([backup]);
  });

  it('tells where backups go, the schedule and its retention', async () => {
    expect(await admin.getJson<BackupStatus>('/api/admin/backup-status')).toEqual({
      dataDir: server.dataDir,
      folder: path.join(server.dataDir, 'backups'),
      everyMinutes: 30,
      keep: { today: 3, days: 7 },
      restorePending: false,
      restoreCommand: {
        line: `npm run admin -- restore <backup.tar> --data-dir "${server.dataDir}"`,
        runs: 'checkout',
      },
    });
  });

  it('refuses a damaged backup with the reason and stages nothing', async () => {
    const damagedName = 'library-backup-20200101-000000.tar';
    const bytes = readFileSync(path.join(server.dataDir, 'backups', backup.name));
    const last = bytes.length - 20_000;
    bytes.writeUInt8(bytes.readUInt8(last) ^ 0xff, last);
    writeFileSync(path.join(server.dataDir, 'backups', damagedName), bytes);
    const refused = await admin.post(`/api/admin/backups/${damagedName}/restore`);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^The backup is damaged: \S+ does not match its checksum$/,
    );
    expect((await admin.getJson<BackupStatus>('/api/admin/backup-status')).restorePending).toBe(false);
    expect((await admin.post('/api/admin/backups/library-backup-19990101-000000.tar/restore')).status).toBe(
      404,
    );
  });

  it('stages a restore that can be called off, and tells editors that one waits', async () => {
    const editorAccount = { username: 'editor', password: 'editor-password' };
    expect((await admin.post('/api/admin/users', { ...editorAccount, role: 'editor' })).status).toBe(201);
    const editor = await server.client().login(editorAccount);
    const pendingFor = (client: ApiClient) =>
      client.getJson<PendingRestore>('/api/admin/backup-status/pending-restore');
    expect(await pendingFor(editor)).toEqual({ restorePending: false });

    const staged = await admin.post(`/api/admin/backups/${backup.name}/restore`);
    expect(staged.status).toBe(202);
    expect(((await staged.json()) as BackupStatus).restorePending).toBe(true);
    expect(await pendingFor(editor)).toEqual({ restorePending: true });
    expect(await pendingFor(admin)).toEqual({ restorePending: true });
    // Calling it off stays an admin's, and so do the folders the full status names.
    expect((await editor.delete('/api/admin/backup-status/pending-restore')).status).toBe(403);
    expect((await editor.get('/api/admin/backup-status')).status).toBe(403);

    const cancelled = await admin.delete('/api/admin/backup-status/pending-restore');
    expect(((await cancelled.json()) as BackupStatus).restorePending).toBe(false);
    expect(existsSync(path.join(server.dataDir, 'restore-pending'))).toBe(false);
    expect(await pendingFor(editor)).toEqual({ restorePending: false });
  });

  it('refuses strangers', async () => {
    const stranger = server.client();
    expect((await stranger.get('/api/admin/backup-status')).status).toBe(401);
    expect((await stranger.get('/api/admin/backup-status/pending-restore')).status).toBe(401);
    expect((await stranger.post(`/api/admin/backups/${backup.name}/restore`)).status).toBe(401);
    expect((await stranger.delete('/api/admin/backup-status/pending-restore')).status).toBe(401);
  });

  it('brings the backup back at the next start once staged from the screen', async () => {
    await admin.post('/api/admin/categories', { name: 'Made after the backup' });
    expect((await admin.post(`/api/admin/backups/${backup.name}/restore`)).status).toBe(202);
    expect(await categoryNames(admin)).toContain('Made after the backup');
    await server.stop();
    server = await startApiServer({ dataDir: server.dataDir, config: { backupIntervalMs: 0 } });
    const again = admin.copyCookiesTo(server.client());
    expect(await categoryNames(again)).toContain('Kept in the backup');
    expect(await categoryNames(again)).not.toContain('Made after the backup');
    expect((await again.getJson<BackupStatus>('/api/admin/backup-status')).restorePending).toBe(false);
  });
});

describe('the restore command a server inside the installed desktop app tells', { timeout: 60_000 }, () => {
  const executable = 'C:\\Program Files\\Instruction Library\\Instruction Library.exe';
  let server: TestServer;

  beforeAll(async () => {
    server = await startApiServer({ config: { desktopExecutable: executable } });
  });

  afterAll(async () => {
    await server.dispose();
  });

  it("names the app's own executable with --admin, which serves this library without --data-dir", async () => {
    const admin = await server.client().registerAdmin();
    expect((await admin.getJson<BackupStatus>('/api/admin/backup-status')).restoreCommand).toEqual({
      line: `"${executable}" --admin restore <backup.tar>`,
      runs: 'desktop-app',
    });
  });
});

import { createHash } from 'node:crypto';
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pdfWithPages } from '../fixtures/pdf-documents';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';
import { attachDocument, createInstruction, documentPath } from './support/instruction-documents';
import { bundleEntries } from './support/library-bundles';

// The upload starts a worker thread that loads pdf.js: from source (tsx) on a busy machine that
// takes seconds.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let server: TestServer;
let admin: ApiClient;
const manual = pdfWithPages(['Backup me', 'Second page']);
const sha256 = createHash('sha256').update(manual).digest('hex');

beforeAll(async () => {
  server = await startApiServer({ config: { backupIntervalMs: 0 } });
  admin = await server.client().registerAdmin();
});

afterAll(async () => {
  await server.dispose();
});

/** The kept copies beside the backups: `backups/documents/`. */
const keptFolder = () => path.join(server.dataDir, 'backups', 'documents');
const keptNames = () => readdirSync(keptFolder()).sort();

async function backUp(): Promise<{ name: string; bytes: number; contents: { documents: number } }> {
  const made = await admin.post('/api/admin/backups');
  expect(made.status).toBe(201);
  return (await made.json()) as { name: string; bytes: number; contents: { documents: number } };
}

const manifestOf = (file: string) =>
  JSON.parse(bundleEntries(readFileSync(file))[0]?.bytes.toString('utf8') ?? '{}') as {
    documents: { sha256: string; bytes: number }[];
    documentStore: string;
  };

describe('backups and the PDF manuals', () => {
  it('keep a PDF only an earlier revision names, so restoring that revision still finds it', async () => {
    const instruction = await createInstruction(admin, 'Heat pump', { documentLanguages: ['en'] });
    const first = pdfWithPages(['First edition']);
    const second = pdfWithPages(['Second edition']);
    const firstHash = createHash('sha256').update(first).digest('hex');
    const secondHash = createHash('sha256').update(second).digest('hex');
    await attachDocument(admin, instruction.id, 'en', first);
    await attachDocument(admin, instruction.id, 'en', second);
    const { name } = await backUp();
    const named = manifestOf(path.join(server.dataDir, 'backups', name)).documents.map((d) => d.sha256);
    expect(named).toEqual(expect.arrayContaining([firstHash, secondHash]));
    expect(keptNames()).toEqual(expect.arrayContaining([`${firstHash}.pdf`, `${secondHash}.pdf`]));
  });

  it('keep each PDF once for all the backups, however many there are', async () => {
    const instruction = await createInstruction(admin, 'Dryer', { documentLanguages: ['en'] });
    const large = pdfWithPages(
      Array.from({ length: 40 }, (_, page) => `Dryer page ${page} ${'x'.repeat(2000)}`),
    );
    await attachDocument(admin, instruction.id, 'en', large);
    const before = keptNames();
    const backups = [await backUp(), await backUp(), await backUp()];
    expect(keptNames().length).toBe(before.length + 1);
    for (const backup of backups) {
      const file = path.join(server.dataDir, 'backups', backup.name);
      // The tar holds the database and the keys, not the manuals; the listing tells what a download gives.
      expect(
        bundleEntries(readFileSync(file)).filter((entry) => entry.name.startsWith('documents/')),
      ).toEqual([]);
      expect(backup.bytes).toBeGreaterThanOrEqual(statSync(file).size + large.length);
    }
  });

  it('carry each document inside a download, checked at restore and brought back with the library', async () => {
    const instruction = await createInstruction(admin, 'Boiler', { documentLanguages: ['en'] });
    await attachDocument(admin, instruction.id, 'en', manual);
    const made = await backUp();
    expect(made.contents.documents).toBeGreaterThan(0);
    const backupFile = path.join(server.dataDir, 'backups', made.name);
    expect(manifestOf(backupFile).documentStore).toBe('shared');
    expect(readFileSync(path.join(keptFolder(), `${sha256}.pdf`)).equals(manual)).toBe(true);

    const download = await admin.get(`/api/admin/backups/${made.name}`);
    expect(download.status).toBe(200);
    const downloaded = Buffer.from(await download.arrayBuffer());
    expect(downloaded.length).toBe(made.bytes);
    expect(Number(download.headers.get('content-length'))).toBe(made.bytes);
    const entries = bundleEntries(downloaded);
    expect(entries.find((entry) => entry.name === `documents/${sha256}.pdf`)?.bytes.equals(manual)).toBe(
      true,
    );
    const manifest = JSON.parse(entries[0]?.bytes.toString('utf8') ?? '{}') as {
      documents: unknown[];
      documentStore: string;
    };
    expect(manifest.documents).toContainEqual({ sha256, bytes: manual.length });
    expect(manifest.documentStore).toBe('inside');

    expect((await admin.delete(documentPath(instruction.id, 'en'))).status).toBe(200);
    // The file stays for the revision that names it; lost from the disk, the backup brings it back.
    rmSync(path.join(server.dataDir, 'documents', `${sha256}.pdf`));
    expect(readdirSync(path.join(server.dataDir, 'documents'))).not.toContain(`${sha256}.pdf`);
    // The download restores on its own: filed as another backup, with the kept copy out of the way.
    const copied = 'library-backup-20200101-000000.tar';
    writeFileSync(path.join(server.dataDir, 'backups', copied), downloaded);
    const kept = path.join(keptFolder(), `${sha256}.pdf`);
    renameSync(kept, `${kept}.away`);
    try {
      expect((await admin.post(`/api/admin/backups/${copied}/restore`)).status).toBe(202);
    } finally {
      renameSync(`${kept}.away`, kept);
    }
    await server.stop();
    server = await startApiServer({ dataDir: server.dataDir, config: { backupIntervalMs: 0 } });
    admin = await server.client().login();
    const served = await server.client().get(`/api/instructions/${instruction.id}/documents/en`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(manual)).toBe(true);
  });

  it('refuse to restore a backup whose kept document is damaged, and stage nothing', async () => {
    const { name } = await backUp();
    const kept = path.join(keptFolder(), `${sha256}.pdf`);
    const original = readFileSync(kept);
    writeFileSync(kept, Buffer.concat([original.subarray(0, original.length - 1), Buffer.from('!')]));
    try {
      const refused = await admin.post(`/api/admin/backups/${name}/restore`);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toContain(
        'does not match its checksum',
      );
      expect(existsSync(path.join(server.dataDir, 'restore-pending'))).toBe(false);
    } finally {
      writeFileSync(kept, original);
    }
  });
});

describe('pruning the kept documents', () => {
  it('removes a kept PDF no backup names and a cut copy once they are old, and keeps the named ones', async () => {
    const pruning = await startApiServer({ config: { backupIntervalMs: 100 } });
    try {
      const owner = await pruning.client().registerAdmin();
      const instruction = await createInstruction(owner, 'Cooker', { documentLanguages: ['en'] });
      await attachDocument(owner, instruction.id, 'en', manual);
      const folder = path.join(pruning.dataDir, 'backups', 'documents');
      await expect.poll(() => existsSync(path.join(folder, `${sha256}.pdf`)), { timeout: 30_000 }).toBe(true);

      const hoursAgo = new Date(Date.now() - 2 * 3_600_000);
      const unnamed = path.join(folder, `${'0'.repeat(64)}.pdf`);
      const cut = path.join(folder, `${'1'.repeat(64)}.pdf.part`);
      const fresh = path.join(folder, `${'2'.repeat(64)}.pdf`);
      for (const file of [unnamed, cut, fresh]) writeFileSync(file, 'not named by any backup');
      for (const file of [unnamed, cut, path.join(folder, `${sha256}.pdf`)])
        utimesSync(file, hoursAgo, hoursAgo);

      // A change starts the next automatic backup, and the pruning after it.
      await owner.post('/api/admin/categories', { name: 'After the manual' });
      await expect.poll(() => existsSync(unnamed), { timeout: 30_000 }).toBe(false);
      expect(existsSync(cut)).toBe(false);
      expect(existsSync(fresh)).toBe(true);
      expect(readFileSync(path.join(folder, `${sha256}.pdf`)).equals(manual)).toBe(true);
    } finally {
      await pruning.dispose();
    }
  });
});

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
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

describe('backups and the PDF manuals', () => {
  it('keep a PDF only an earlier revision names, so restoring that revision still finds it', async () => {
    const instruction = await createInstruction(admin, 'Heat pump', { documentLanguages: ['en'] });
    const first = pdfWithPages(['First edition']);
    const second = pdfWithPages(['Second edition']);
    const firstHash = createHash('sha256').update(first).digest('hex');
    const secondHash = createHash('sha256').update(second).digest('hex');
    await attachDocument(admin, instruction.id, 'en', first);
    await attachDocument(admin, instruction.id, 'en', second);
    const made = await admin.post('/api/admin/backups');
    const { name } = (await made.json()) as { name: string };
    const entries = bundleEntries(readFileSync(path.join(server.dataDir, 'backups', name)));
    const stored = entries.map((entry) => entry.name);
    expect(stored).toContain(`documents/${firstHash}.pdf`);
    expect(stored).toContain(`documents/${secondHash}.pdf`);
  });

  it('carry each document, checked at restore and brought back with the library', async () => {
    const instruction = await createInstruction(admin, 'Boiler', { documentLanguages: ['en'] });
    await attachDocument(admin, instruction.id, 'en', manual);
    const made = await admin.post('/api/admin/backups');
    expect(made.status).toBe(201);
    const { name } = (await made.json()) as { name: string };
    const backupFile = path.join(server.dataDir, 'backups', name);
    const entries = bundleEntries(readFileSync(backupFile));
    expect(entries.find((entry) => entry.name === `documents/${sha256}.pdf`)?.bytes.equals(manual)).toBe(
      true,
    );
    const manifest = JSON.parse(entries[0]?.bytes.toString('utf8') ?? '{}') as { documents: unknown[] };
    expect(manifest.documents).toContainEqual({ sha256, bytes: manual.length });

    expect((await admin.delete(documentPath(instruction.id, 'en'))).status).toBe(200);
    // The file stays for the revision that names it; lost from the disk, the backup brings it back.
    rmSync(path.join(server.dataDir, 'documents', `${sha256}.pdf`));
    expect(readdirSync(path.join(server.dataDir, 'documents'))).not.toContain(`${sha256}.pdf`);
    expect((await admin.post(`/api/admin/backups/${name}/restore`)).status).toBe(202);
    await server.stop();
    server = await startApiServer({ dataDir: server.dataDir, config: { backupIntervalMs: 0 } });
    const served = await server.client().get(`/api/instructions/${instruction.id}/documents/en`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(manual)).toBe(true);
  });
});

import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InstructionDetail } from '../../common/api/instructions';
import type { SearchAnswer } from '../../common/api/search';
import { writeBundleFile } from '../../server/library-bundles/bundle-file';
import { pdfWithPages } from '../fixtures/pdf-documents';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';
import { attachDocument, createInstruction, documentPath } from './support/instruction-documents';
import { bundleEntries, exportBundle, importBundle, libraryStatus, publish } from './support/library-bundles';

// Each upload starts a worker thread that loads pdf.js: from source (tsx) on a busy machine that
// takes seconds.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let hub: TestServer;
let hubAdmin: ApiClient;
let kiosk: TestServer;
let kioskAdmin: ApiClient;
let instructionId: number;
const manual = pdfWithPages(['Unpacking the heat pump', 'Verdampferlamellen reinigen']);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const kioskFiles = () => {
  try {
    return readdirSync(path.join(kiosk.dataDir, 'documents')).filter((name) => name.endsWith('.pdf'));
  } catch {
    return [];
  }
};

/** The bundle with the bytes of one entry changed and everything else, the signed manifest too, as it was. */
function tampered(bundle: Buffer, entryName: string): Buffer {
  const entries = bundleEntries(bundle);
  const folder = mkdtempSync(path.join(tmpdir(), 'tamper-'));
  try {
    const target = path.join(folder, 'bundle.tar');
    writeBundleFile(
      target,
      entries.map((entry) => {
        if (entry.name !== entryName) return { name: entry.name, data: entry.bytes };
        const bytes = Buffer.from(entry.bytes);
        bytes.write('X', bytes.indexOf('Verdampfer'), 'latin1');
        return { name: entry.name, data: bytes };
      }),
      0,
    );
    return readFileSync(target);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  hub = await startApiServer();
  hubAdmin = await hub.client().registerAdmin();
  kiosk = await startApiServer();
  kioskAdmin = await kiosk.client().registerAdmin();
  instructionId = (await createInstruction(hubAdmin, 'Heat pump', { documentLanguages: ['de'] })).id;
  await attachDocument(hubAdmin, instructionId, 'de', manual, 'Wärmepumpe.pdf');
});

afterAll(async () => {
  await hub.dispose();
  await kiosk.dispose();
});

describe('library bundles carry the PDF manuals', () => {
  let version1: Buffer;

  it('hold each document as a hash-named entry that the signed manifest lists', async () => {
    await publish(hubAdmin, 'With a manual');
    version1 = await exportBundle(hubAdmin);
    const entries = bundleEntries(version1);
    const name = `documents/${sha256(manual)}.pdf`;
    const document = entries.find((entry) => entry.name === name);
    expect(document?.bytes.equals(manual)).toBe(true);
    const manifest = JSON.parse(entries[0]?.bytes.toString('utf8') ?? '{}') as { documents: unknown[] };
    expect(manifest.documents).toEqual([{ entry: name, size: manual.length, sha256: sha256(manual) }]);
  });

  it('a follower serves them after applying, exactly like the hub, and finds words inside them', async () => {
    const hubKey = (await libraryStatus(hubAdmin)).signingKey?.publicKey;
    expect((await kioskAdmin.put('/api/admin/library/follow', { publicKey: hubKey })).status).toBe(200);
    expect((await importBundle(kioskAdmin, version1)).status).toBe(200);
    const visitor = kiosk.client();
    const served = await visitor.get(`/api/instructions/${instructionId}/documents/de`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(manual)).toBe(true);
    const fromHub = await hub.client().get(`/api/instructions/${instructionId}/documents/de`);
    expect(served.headers.get('etag')).toBe(fromHub.headers.get('etag'));
    const detail = await visitor.getJson<InstructionDetail>(`/api/instruction/${instructionId}`);
    expect(detail.documents).toEqual([
      { language: 'de', pages: 2, bytes: manual.length, sha256: sha256(manual) },
    ]);
    const words = await visitor.getJson<SearchAnswer>('/api/search?q=verdampferlamellen&lang=de');
    expect(words.results.map((hit) => [hit.instructionId, hit.page])).toEqual([[instructionId, 2]]);
  });

  it('refuses a bundle whose document does not match its signed hash, and keeps serving the version before', async () => {
    const second = pdfWithPages(['Verdampfer im Winter abtauen']);
    const other = await createInstruction(hubAdmin, 'Defrosting', { documentLanguages: ['de'] });
    await attachDocument(hubAdmin, other.id, 'de', second);
    await publish(hubAdmin, 'A second manual');
    const version2 = await exportBundle(hubAdmin);
    const filesBefore = kioskFiles();

    const refused = await importBundle(kioskAdmin, tampered(version2, `documents/${sha256(second)}.pdf`));
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { code: string; message: string };
    expect(body.code).toBe('LIBRARY_BUNDLE_DAMAGED');
    expect(body.message).toMatch(/document .* does not match the signed hash/);
    expect((await libraryStatus(kioskAdmin)).served?.version).toBe(1);
    expect(kioskFiles()).toEqual(filesBefore);
    expect((await kiosk.client().get(`/api/instructions/${other.id}/documents/de`)).status).toBe(404);

    expect((await importBundle(kioskAdmin, version2)).status).toBe(200);
    const applied = await kiosk.client().get(`/api/instructions/${other.id}/documents/de`);
    expect(Buffer.from(await applied.arrayBuffer()).equals(second)).toBe(true);
  });

  it('removes on the follower the files of documents the next version no longer has', async () => {
    expect((await hubAdmin.delete(documentPath(instructionId, 'de'))).status).toBe(200);
    await publish(hubAdmin, 'Without the first manual');
    expect((await importBundle(kioskAdmin, await exportBundle(hubAdmin))).status).toBe(200);
    expect((await kiosk.client().get(`/api/instructions/${instructionId}/documents/de`)).status).toBe(404);
    expect(kioskFiles()).not.toContain(`${sha256(manual)}.pdf`);
    expect(kioskFiles()).toHaveLength(1);
  });
});

import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCommand } from '../support/cli-command';
import { createCategory } from '../fixtures/upload-forms';
import { pdfWithPages } from '../fixtures/pdf-documents';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';
import { attachDocument, createInstruction } from './support/instruction-documents';
import { categoryNames, checkHub, follow, publish, signingPublicKey } from './support/library-bundles';
import { startStaticFileServer, type StaticFileServer } from './support/static-file-server';

// Two servers, several publishes and applies (jobs) and the library CLI run from source.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const manual = pdfWithPages(['Cleaning the coffee grinder']);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let hub: TestServer;
let kiosk: TestServer;
let hubAdmin: ApiClient;
let kioskAdmin: ApiClient;
let hubKey: string;
let instructionId: number;
let folder: string;
let sinceFolder: string;
let web: StaticFileServer;

interface FolderManifest {
  version: number;
  snapshot: { sha256: string };
  deltas: { fromVersion: number; sha256: string }[];
  documents: { sha256: string }[];
}

async function exportTo(out: string, ...more: string[]): Promise<string> {
  const result = await runCommand('library', ['export', '--data-dir', hub.dataDir, '--out', out, ...more]);
  if (result.code !== 0) throw new Error(`export answered ${result.code}: ${result.output}`);
  return result.output;
}

/** Every file under a folder, as relative paths, sorted. */
const filesIn = (root: string): string[] =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();

const manifestIn = (root: string) =>
  JSON.parse(readFileSync(path.join(root, 'manifest.json'), 'utf8')) as FolderManifest;

/** Changes one byte in the middle of a file, its size unchanged (as a bad disk or a hostile mirror would). */
function tamper(file: string): void {
  const bytes = readFileSync(file);
  const middle = Math.floor(bytes.length / 2);
  bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
  writeFileSync(file, bytes);
}

beforeAll(async () => {
  [hub, kiosk] = await Promise.all([startApiServer(), startApiServer()]);
  [hubAdmin, kioskAdmin] = await Promise.all([hub.client().registerAdmin(), kiosk.client().registerAdmin()]);
  await createCategory(hubAdmin, 'Chain version 1');
  const instruction = await createInstruction(hubAdmin, 'Coffee grinder', { documentLanguages: ['en'] });
  await attachDocument(hubAdmin, instruction.id, 'en', manual, 'grinder.pdf');
  instructionId = instruction.id;
  await publish(hubAdmin, 'Version 1');
  for (const version of [2, 3]) {
    await createCategory(hubAdmin, `Chain version ${version}`);
    await publish(hubAdmin, `Version ${version}`);
  }
  hubKey = await signingPublicKey(hubAdmin);
  folder = mkdtempSync(path.join(tmpdir(), 'library-folder-'));
  sinceFolder = mkdtempSync(path.join(tmpdir(), 'library-since-'));
  web = await startStaticFileServer(folder);
});

afterAll(async () => {
  await web?.close();
  await Promise.all([hub?.dispose(), kiosk?.dispose()]);
  for (const made of [folder, sinceFolder]) if (made) rmSync(made, { recursive: true, force: true });
});

describe('a library published as a plain folder (any static host, a share, a stick)', () => {
  it('exports hash-named files and a signed manifest that a plain static file server serves to a kiosk', async () => {
    expect(await exportTo(folder)).toContain('Exported library version 3 to the folder');
    const manifest = manifestIn(folder);
    expect(manifest.version).toBe(3);
    expect(filesIn(folder)).toEqual(
      [
        'manifest.json',
        'manifest.json.minisig',
        `snapshots/${manifest.snapshot.sha256}.sqlite`,
        `documents/${sha256(manual)}.pdf`,
        ...manifest.deltas.map((delta) => `deltas/${delta.sha256}.sqlite.gz`),
      ].sort(),
    );
    expect(manifest.deltas.map((delta) => delta.fromVersion)).toEqual([2, 1]);

    await follow(kioskAdmin, { hubUrl: web.url, publicKey: hubKey });
    const status = await checkHub(kioskAdmin);
    expect(status.follower?.lastError).toBeNull();
    expect(status.served?.version).toBe(3);
    expect(await categoryNames(kioskAdmin)).toEqual(await categoryNames(hubAdmin));
    const pdf = await kioskAdmin.get(`/api/instructions/${instructionId}/documents/en`);
    expect(sha256(new Uint8Array(await pdf.arrayBuffer()))).toBe(sha256(manual));
    // A kiosk with no library takes the whole snapshot, never a delta.
    expect(web.requests.some((line) => line.includes('/snapshots/'))).toBe(true);
    expect(web.requests.some((line) => line.includes('/deltas/'))).toBe(false);
  });

  it('exports with --since only what is new, with a manifest that still lists everything, and the kiosk takes the delta', async () => {
    await createCategory(hubAdmin, 'Chain version 4');
    expect(await publish(hubAdmin, 'Version 4')).toBe(4);
    await exportTo(sinceFolder, '--since', '3');
    const manifest = manifestIn(sinceFolder);
    expect(manifest.version).toBe(4);
    expect(manifest.documents.map((document) => document.sha256)).toEqual([sha256(manual)]);
    const fromThree = manifest.deltas.find((delta) => delta.fromVersion === 3);
    expect(filesIn(sinceFolder)).toEqual(
      [
        'manifest.json',
        'manifest.json.minisig',
        `snapshots/${manifest.snapshot.sha256}.sqlite`,
        ...manifest.deltas.map((delta) => `deltas/${delta.sha256}.sqlite.gz`),
      ].sort(),
    );
    expect(
      (
        await runCommand('library', [
          'export',
          '--data-dir',
          hub.dataDir,
          '--out',
          sinceFolder,
          '--since',
          'x',
        ])
      ).code,
    ).toBe(2);

    // What `aws s3 sync` or an rsync to the web server does with the new files.
    cpSync(sinceFolder, folder, { recursive: true });
    web.requests.length = 0;
    const status = await checkHub(kioskAdmin);
    expect(status.follower?.lastError).toBeNull();
    expect(status.served?.version).toBe(4);
    expect(await categoryNames(kioskAdmin)).toContain('Chain version 4');
    expect(web.requests).toContain(`GET /deltas/${fromThree?.sha256 ?? ''}.sqlite.gz`);
    expect(web.requests.some((line) => line.includes('/snapshots/'))).toBe(false);
  });

  it('refuses a tampered file in the folder and keeps serving its version', async () => {
    await createCategory(hubAdmin, 'Chain version 5');
    expect(await publish(hubAdmin, 'Version 5')).toBe(5);
    await exportTo(folder, '--since', '4');
    const manifest = manifestIn(folder);
    tamper(path.join(folder, `snapshots/${manifest.snapshot.sha256}.sqlite`));
    for (const delta of manifest.deltas) tamper(path.join(folder, `deltas/${delta.sha256}.sqlite.gz`));

    const status = await checkHub(kioskAdmin);
    expect(status.follower?.lastErrorCode).toBe('LIBRARY_BUNDLE_DAMAGED');
    expect(status.served?.version).toBe(4);
    expect(await categoryNames(kioskAdmin)).not.toContain('Chain version 5');
  });

  it('follows a folder on this machine (a file share, a USB stick) with the same checks', async () => {
    // Exporting again replaces the damaged files: a file is kept only when its bytes match its hash.
    const output = await exportTo(folder);
    expect(output).toMatch(/: 3 new files/);
    await follow(kioskAdmin, { hubUrl: folder, publicKey: hubKey });
    const status = await checkHub(kioskAdmin);
    expect(status.follower?.hubUrl).toBe(folder);
    expect(status.follower?.lastError).toBeNull();
    expect(status.served?.version).toBe(5);
    expect(await categoryNames(kioskAdmin)).toEqual(await categoryNames(hubAdmin));
  });

  it("is served the same way by the hub's own server, with Range requests", async () => {
    await createCategory(hubAdmin, 'Chain version 6');
    expect(await publish(hubAdmin, 'Version 6')).toBe(6);
    const address = `${hub.url}/api/library/folder`;
    const manifest = JSON.parse(await (await fetch(`${address}/manifest.json`)).text()) as FolderManifest;
    expect(manifest.version).toBe(6);
    const part = await fetch(`${address}/snapshots/${manifest.snapshot.sha256}.sqlite`, {
      headers: { range: 'bytes=0-15' },
    });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe('SQLite format 3\0');
    expect((await fetch(`${address}/snapshots/${'0'.repeat(64)}.sqlite`)).status).toBe(404);

    await follow(kioskAdmin, { hubUrl: address, publicKey: hubKey });
    const status = await checkHub(kioskAdmin);
    expect(status.follower?.lastError).toBeNull();
    expect(status.served?.version).toBe(6);
    expect(await categoryNames(kioskAdmin)).toEqual(await categoryNames(hubAdmin));
  });
});

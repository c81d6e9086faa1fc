import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LatestBundle } from '../../common/api/library-bundles';
import type { SearchAnswer } from '../../common/api/search';
import { createCategory } from '../fixtures/upload-forms';
import { pdfWithPages } from '../fixtures/pdf-documents';
import { removeDataDir, startServerProcess, type ServerProcess } from '../support/server-process';
import { ApiClient } from './support/api-server';
import { attachDocument, createInstruction } from './support/instruction-documents';
import {
  bundleEntries,
  categoryNames,
  checkHub,
  follow,
  importBundle,
  libraryStatus,
  publish,
  signingPublicKey,
} from './support/library-bundles';
import { tamperedEntry } from './support/tampered-bundle';

// Two server processes run from source on a busy machine; each publish and apply is a job.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

let hub: ServerProcess;
let kiosk: ServerProcess;
let hubAdmin: ApiClient;
let kioskAdmin: ApiClient;
let hubKey: string;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The library files the kiosk keeps: what it downloaded (a delta's file or the whole bundle). */
const keptFiles = () =>
  readdirSync(path.join(kiosk.dataDir, 'library-bundles')).filter((name) => name.endsWith('.tar'));

async function download(fileName: string): Promise<Buffer> {
  const response = await fetch(`${hub.url}/api/library/bundles/${fileName}`);
  if (response.status !== 200) throw new Error(`${fileName} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

const latestManifest = async () => {
  const latest = (await (await fetch(`${hub.url}/api/library/latest`)).json()) as LatestBundle;
  return JSON.parse(latest.manifest) as {
    version: number;
    deltas: { fromVersion: number; entry: string; size: number; documents: string[] }[];
    snapshot: { size: number };
  };
};

async function startKiosk(): Promise<void> {
  kiosk = await startServerProcess({ dataDir: kiosk.dataDir, args: ['--no-demo'] });
  kioskAdmin = await new ApiClient(kiosk.url).login();
}

beforeAll(async () => {
  [hub, kiosk] = await Promise.all([startServerProcess(), startServerProcess({ args: ['--no-demo'] })]);
  [hubAdmin, kioskAdmin] = await Promise.all([
    new ApiClient(hub.url).registerAdmin(),
    new ApiClient(kiosk.url).registerAdmin(),
  ]);
  await publish(hubAdmin, 'Version 1');
  hubKey = await signingPublicKey(hubAdmin);
  await follow(kioskAdmin, { hubUrl: hub.url, publicKey: hubKey });
  expect((await checkHub(kioskAdmin)).served?.version).toBe(1);
});

afterAll(async () => {
  await Promise.all([hub?.stop(), kiosk?.stop()]);
  for (const server of [hub, kiosk]) if (server) removeDataDir(server.dataDir);
});

describe('library deltas between a hub and a kiosk (two server processes over HTTP)', () => {
  it('publishes a delta from the version before, with the rows and the new manual, and the kiosk fetches only it', async () => {
    await createCategory(hubAdmin, 'Added in version 2');
    const manual = pdfWithPages(['Descaling the espresso machine']);
    const instruction = await createInstruction(hubAdmin, 'Espresso machine', { documentLanguages: ['en'] });
    await attachDocument(hubAdmin, instruction.id, 'en', manual, 'espresso.pdf');
    expect(await publish(hubAdmin, 'Version 2')).toBe(2);

    const manifest = await latestManifest();
    const delta = manifest.deltas.find((candidate) => candidate.fromVersion === 1);
    expect(delta?.documents).toEqual([sha256(manual)]);
    const deltaFile = bundleEntries(await download('library-v2-from-v1.tar'));
    expect(deltaFile.map((entry) => entry.name)).toEqual([
      'manifest.json',
      'manifest.json.minisig',
      'delta-from-v1.sqlite.gz',
      `documents/${sha256(manual)}.pdf`,
    ]);
    expect(delta?.size).toBeLessThan(manifest.snapshot.size / 4);

    const status = await checkHub(kioskAdmin);
    expect(status.follower?.lastError).toBeNull();
    expect(status.served?.version).toBe(2);
    expect(keptFiles()).toEqual(['library-v1.tar', 'library-v2-from-v1.tar']);
    expect(await categoryNames(kioskAdmin)).toEqual(await categoryNames(hubAdmin));
    const pdf = await kioskAdmin.get(`/api/instructions/${instruction.id}/documents/en`);
    expect(pdf.status).toBe(200);
    expect(sha256(new Uint8Array(await pdf.arrayBuffer()))).toBe(sha256(manual));
    const words = await kioskAdmin.getJson<SearchAnswer>('/api/search?q=descaling&lang=en');
    expect(words.results.map((hit) => hit.instructionId)).toContain(instruction.id);
  });

  it('takes a delta from two versions back (N−2)', async () => {
    await createCategory(hubAdmin, 'Added in version 3');
    await publish(hubAdmin, 'Version 3');
    await createCategory(hubAdmin, 'Added in version 4');
    await publish(hubAdmin, 'Version 4');
    expect((await latestManifest()).deltas.map((delta) => delta.fromVersion)).toEqual([3, 2]);

    const status = await checkHub(kioskAdmin);
    expect(status.served?.version).toBe(4);
    expect(keptFiles()).toEqual(['library-v2-from-v1.tar', 'library-v4-from-v2.tar']);
    expect(await categoryNames(kioskAdmin)).toEqual(await categoryNames(hubAdmin));
  });

  it('fetches the whole version when the kiosk is further behind than the deltas reach', async () => {
    for (const version of [5, 6, 7]) {
      await createCategory(hubAdmin, `Added in version ${version}`);
      await publish(hubAdmin);
    }
    const status = await checkHub(kioskAdmin);
    expect(status.served?.version).toBe(7);
    expect(keptFiles()).toContain('library-v7.tar');
    expect(await categoryNames(kioskAdmin)).toEqual(await categoryNames(hubAdmin));
  });

  it("fetches the whole version when the kiosk's library is not the delta's base", async () => {
    await kiosk.stop();
    const sqlite = new Database(path.join(kiosk.dataDir, 'library.db'));
    const removed = sqlite
      .prepare(
        'SELECT id, number FROM article_numbers a WHERE (SELECT count(*) FROM article_numbers b WHERE b.number_key = a.number_key) = 1 ORDER BY id DESC LIMIT 1',
      )
      .get() as {
      id: number;
      number: string;
    };
    sqlite.prepare('DELETE FROM article_numbers WHERE id = ?').run(removed.id);
    sqlite.close();
    await startKiosk();
    expect((await kioskAdmin.get(`/api/article/${removed.number}`)).status).toBe(404);
    await createCategory(hubAdmin, 'Added in version 8');
    await publish(hubAdmin);
    expect((await latestManifest()).deltas.map((delta) => delta.fromVersion)).toContain(7);

    const status = await checkHub(kioskAdmin);
    expect(status.follower?.lastError).toBeNull();
    expect(status.served?.version).toBe(8);
    expect(keptFiles()).toContain('library-v8.tar');
    expect(keptFiles()).not.toContain('library-v8-from-v7.tar');
    expect(await categoryNames(kioskAdmin)).toEqual(await categoryNames(hubAdmin));
    expect((await kioskAdmin.get(`/api/article/${removed.number}`)).status).toBe(200);
  });

  it('refuses a delta whose changes were altered after signing, and keeps serving the version it has', async () => {
    await follow(kioskAdmin, { hubUrl: null, publicKey: hubKey });
    await createCategory(hubAdmin, 'Added in version 9');
    await publish(hubAdmin);
    const delta = await download('library-v9-from-v8.tar');

    const refused = await importBundle(kioskAdmin, tamperedEntry(delta, 'delta-from-v8.sqlite.gz'));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { code: string }).code).toBe('LIBRARY_BUNDLE_DAMAGED');
    expect((await libraryStatus(kioskAdmin)).served?.version).toBe(8);
    expect(await categoryNames(kioskAdmin)).not.toContain('Added in version 9');
    expect(existsSync(path.join(kiosk.dataDir, 'library-bundles', 'library-v9-from-v8.tar'))).toBe(false);

    const applied = await importBundle(kioskAdmin, delta);
    expect(applied.status).toBe(200);
    expect((await libraryStatus(kioskAdmin)).served?.version).toBe(9);
    expect(await categoryNames(kioskAdmin)).toEqual(await categoryNames(hubAdmin));
  });

  it('keeps the autocomplete of 1- and 2-character queries in step with the numbers a delta adds and removes', async () => {
    const suggestions = async (client: ApiClient, q: string) =>
      client.getJson<string[]>(`/api/search/article-numbers?q=${encodeURIComponent(q)}`);
    const addNumber = async (number: string, category: number) =>
      expect(
        (await hubAdmin.post('/api/admin/article-numbers/bulk', { number, categoryIds: [category] })).status,
      ).toBe(201);
    const takeDelta = async (version: number) => {
      expect(
        (await importBundle(kioskAdmin, await download(`library-v${version}-from-v${version - 1}.tar`)))
          .status,
      ).toBe(200);
      expect((await libraryStatus(kioskAdmin)).served?.version).toBe(version);
    };
    const queries = ['zx', 'wv', 'wx', 'z', 'q-', '7', '9'];
    const sameAsHub = async () => {
      for (const q of queries)
        expect(await suggestions(kioskAdmin, q), q).toEqual(await suggestions(hubAdmin, q));
    };

    const category = await createCategory(hubAdmin, 'Added in version 10');
    await addNumber('Q-ZX7', category);
    await addNumber('Q-WV8', category);
    await publish(hubAdmin);
    await takeDelta(10);
    expect(await suggestions(kioskAdmin, 'zx')).toEqual(['Q-ZX7']);
    expect(await suggestions(kioskAdmin, 'wv')).toEqual(['Q-WV8']);
    await sameAsHub();

    expect((await hubAdmin.delete('/api/admin/article-numbers/sku/Q-WV8')).status).toBe(200);
    await addNumber('Q-WX9', category);
    await publish(hubAdmin);
    await takeDelta(11);
    expect(await suggestions(kioskAdmin, 'wv')).toEqual([]);
    expect(await suggestions(kioskAdmin, 'wx')).toEqual(['Q-WX9']);
    await sameAsHub();
  });
});

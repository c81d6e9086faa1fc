import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect } from 'vitest';
import type { FollowSettingsInput, LibraryStatus } from '../../../common/api/library-bundles';
import { readBundleEntries } from '../../../server/library-bundles/bundle-file';
import { createCategory } from '../../fixtures/upload-forms';
import { runCommand } from '../../support/cli-command';
import type { ApiClient } from './api-server';
import type { CountingProxy } from './counting-proxy';

export const importBundle = (client: ApiClient, bytes: Uint8Array) =>
  client.request('POST', '/api/admin/library/import', {
    body: new Uint8Array(bytes),
    headers: { 'content-type': 'application/octet-stream' },
  });

export async function publish(client: ApiClient, note = ''): Promise<number> {
  const response = await client.post('/api/admin/library/publish', { note });
  if (response.status !== 201)
    throw new Error(`publish answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { version: number }).version;
}

export async function exportBundle(client: ApiClient): Promise<Buffer> {
  const response = await client.get('/api/admin/library/export');
  if (response.status !== 200)
    throw new Error(`export answered ${response.status}: ${await response.text()}`);
  return Buffer.from(await response.arrayBuffer());
}

export const libraryStatus = (client: ApiClient) =>
  client.getJson<LibraryStatus>('/api/admin/library/status');

/** The hub's public key, as an admin copies it from the hub's library page. */
export const signingPublicKey = async (hubAdmin: ApiClient) =>
  (await libraryStatus(hubAdmin)).signingKey?.publicKey ?? '';

/** A new hub version whose one change is a category named `name` (also the version's note). */
export async function publishWithCategory(hubAdmin: ApiClient, name: string): Promise<number> {
  await createCategory(hubAdmin, name);
  return publish(hubAdmin, name);
}

/** "Check now" on a follower: it asks its hub (or relay) and applies what is new; answers its status. */
export async function checkHub(client: ApiClient): Promise<LibraryStatus> {
  const response = await client.post('/api/admin/library/check');
  const text = await response.text();
  expect(response.status, `check answered: ${text}`).toBe(200);
  return JSON.parse(text) as LibraryStatus;
}

/** Makes an install follow a hub with these settings; answers its status. */
export async function follow(client: ApiClient, settings: FollowSettingsInput): Promise<LibraryStatus> {
  const response = await client.put('/api/admin/library/follow', settings);
  const text = await response.text();
  expect(response.status, `follow answered: ${text}`).toBe(200);
  return JSON.parse(text) as LibraryStatus;
}

/** The names of an install's categories, sorted: what a version brought shows here. */
export const categoryNames = async (client: ApiClient) =>
  (await client.getJson<{ name: string }[]>('/api/admin/categories')).map((category) => category.name).sort();

/** `npm run library -- follow` on a data folder, trusting `key`, with the further options given. */
export const followByCommand = (dataDir: string, key: string, ...options: string[]) =>
  runCommand('library', ['follow', '--data-dir', dataDir, '--key', key, ...options]);

/** The follow settings a data folder keeps, as the command wrote them. */
export const savedFollowSettings = (dataDir: string): unknown =>
  JSON.parse(readFileSync(path.join(dataDir, 'library-follow.json'), 'utf8'));

/** Runs `use` on an empty data folder of its own, removed afterwards. */
export async function inEmptyDataDir(prefix: string, use: (dataDir: string) => Promise<void>): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  try {
    await use(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The bundle files a follower fetched through `door`. */
export const bundleDownloads = (door: CountingProxy) =>
  door.requests.filter((line) => line.startsWith('GET /api/library/bundles/'));

/** The entries of a bundle held in memory (written to a temporary file to read it like the server does). */
export function bundleEntries(bytes: Buffer) {
  const folder = mkdtempSync(path.join(tmpdir(), 'bundle-read-'));
  const file = path.join(folder, 'bundle.tar');
  writeFileSync(file, bytes);
  try {
    const { entries, read } = readBundleEntries(file);
    return entries.map((entry) => ({ ...entry, bytes: read(entry) }));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Row counts of the tables of a bundle's SQLite snapshot. */
export function snapshotRowCounts(bytes: Buffer): Record<string, number> {
  const snapshot = bundleEntries(bytes).find((entry) => entry.name === 'library.sqlite');
  if (!snapshot) throw new Error('no snapshot in the bundle');
  const folder = mkdtempSync(path.join(tmpdir(), 'bundle-db-'));
  const file = path.join(folder, 'library.sqlite');
  writeFileSync(file, snapshot.bytes);
  const sqlite = new Database(file, { readonly: true });
  try {
    const tables = sqlite
      .prepare<[], { name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
      )
      .all();
    return Object.fromEntries(
      tables.map(({ name }) => [
        name,
        (sqlite.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n,
      ]),
    );
  } finally {
    sqlite.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

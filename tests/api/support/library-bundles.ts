import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { LibraryStatus } from '../../../common/api/library-bundles';
import { readBundleEntries } from '../../../server/library-bundles/bundle-file';
import type { ApiClient } from './api-server';

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

import { statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSigningKey, SIGNING_KEY_FILE } from '../../server/library-bundles/signing-key';
import { createCategory } from '../fixtures/upload-forms';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';
import { forgeBundle, type ManifestChange } from './support/forge-bundle';
import {
  bundleEntries,
  categoryNames,
  exportBundle,
  importBundle,
  libraryStatus,
  publish,
  snapshotRowCounts,
} from './support/library-bundles';

let hub: TestServer;
let hubAdmin: ApiClient;
let kiosk: TestServer;
let kioskAdmin: ApiClient;
let version1: Buffer;
let version2: Buffer;

const errorOf = async (response: Response) => ({
  status: response.status,
  ...((await response.json()) as { code: string; message: string }),
});

/** What a visitor sees for one article number, and the row counts: equal on hub and kiosk means the same library. */
async function visibleLibrary(client: ApiClient) {
  const article = await client.get('/api/article/AVN-R110');
  const status = await libraryStatus(client);
  // The derived indexes travel too: short-query autocomplete and the instructions' word search.
  const suggestions = (await (await client.get('/api/search/article-numbers?q=R1')).json()) as unknown;
  const words = (await (await client.get('/api/search?q=INS-000001&lang=en')).json()) as unknown;
  return {
    article: article.status === 200 ? await article.json() : article.status,
    counts: status.counts,
    suggestions,
    words,
  };
}

beforeAll(async () => {
  hub = await startApiServer({ demo: true });
  hubAdmin = await hub.client().registerAdmin();
  kiosk = await startApiServer();
  kioskAdmin = await kiosk.client().registerAdmin();
}, 120_000);

afterAll(async () => {
  await hub.dispose();
  await kiosk.dispose();
});

describe('publishing on the hub', () => {
  it('makes version 1 with the content only, signed with a key kept private in the data directory', async () => {
    expect((await libraryStatus(hubAdmin)).served).toBeNull();
    expect(await publish(hubAdmin, 'First catalogue')).toBe(1);

    const status = await libraryStatus(hubAdmin);
    expect(status.role).toBe('hub');
    expect(status.served).toMatchObject({ version: 1, origin: 'published', note: 'First catalogue' });
    expect(status.signingKey?.publicKey).toMatch(/^RW[A-Za-z0-9+/]{54}$/);
    expect(status.publishedCounts).toEqual(status.counts);
    expect(statSync(path.join(hub.dataDir, SIGNING_KEY_FILE)).mode & 0o777).toBe(0o600);

    version1 = await exportBundle(hubAdmin);
    expect(bundleEntries(version1).map((entry) => entry.name)).toEqual([
      'manifest.json',
      'manifest.json.minisig',
      'library.sqlite',
    ]);
    expect(version1.includes('PRIVATE KEY')).toBe(false);
    const rows = snapshotRowCounts(version1);
    expect(rows).toMatchObject({ users: 0, sessions: 0, activities: 0, library_versions: 0 });
    expect(rows.article_numbers).toBeGreaterThan(0);
    expect(rows.instructions).toBeGreaterThan(0);
    expect(rows.media).toBeGreaterThan(0);
  });

  it('serves bundles for download with Range requests, to anyone (followers have no session on the hub)', async () => {
    const anonymous = hub.client();
    const latest = await anonymous.getJson<{ version: number; fileName: string; bundleSize: number }>(
      '/api/library/latest',
    );
    expect(latest).toMatchObject({ version: 1, fileName: 'library-v1.tar', bundleSize: version1.length });
    const tail = await anonymous.get('/api/library/bundles/library-v1.tar', {
      headers: { range: 'bytes=1000-' },
    });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(version1.subarray(1000))).toBe(true);
    expect((await anonymous.get('/api/library/bundles/library-v9.tar')).status).toBe(404);
    expect((await anonymous.get('/api/admin/library/export')).status).toBe(401);
  });

  it('numbers versions upwards', async () => {
    await createCategory(hubAdmin, 'Published in version 2');
    expect(await publish(hubAdmin)).toBe(2);
    version2 = await exportBundle(hubAdmin);
    const status = await libraryStatus(hubAdmin);
    expect(status.served?.version).toBe(2);
    expect(status.counts.categories).toBe((snapshotRowCounts(version1).categories ?? 0) + 1);
  });
});

describe('importing a bundle file on a kiosk', () => {
  it('refuses a bundle while no hub key is set', async () => {
    expect(await errorOf(await importBundle(kioskAdmin, version1))).toMatchObject({
      status: 409,
      code: 'LIBRARY_NOT_FOLLOWING',
    });
  });

  it('refuses a follow setting without a valid public key', async () => {
    const response = await kioskAdmin.put('/api/admin/library/follow', { publicKey: 'not a key' });
    expect(response.status).toBe(400);
  });

  it('applies a signed bundle and then serves the hub library, its content admin read-only', async () => {
    const hubKey = (await libraryStatus(hubAdmin)).signingKey?.publicKey;
    const follow = await kioskAdmin.put('/api/admin/library/follow', { publicKey: hubKey });
    expect(follow.status).toBe(200);
    expect((await kioskAdmin.get('/api/article/AVN-R110')).status).toBe(404);

    const response = await importBundle(kioskAdmin, version1);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ version: 1 });

    const status = await libraryStatus(kioskAdmin);
    expect(status.role).toBe('follower');
    expect(status.served).toMatchObject({ version: 1, origin: 'applied', note: 'First catalogue' });
    expect(status.follower?.keyId).toBe((await libraryStatus(hubAdmin)).signingKey?.keyId);
    const rows = snapshotRowCounts(version1);
    for (const [table, count] of Object.entries(status.counts)) expect(count, table).toBe(rows[table]);
    const fromHub = await visibleLibrary(hubAdmin);
    const onKiosk = await visibleLibrary(kioskAdmin);
    expect(onKiosk.article).toEqual(fromHub.article);
    expect(fromHub.suggestions).not.toEqual([]);
    expect(onKiosk.suggestions).toEqual(fromHub.suggestions);
    expect(onKiosk.words).toEqual(fromHub.words);

    const write = await kioskAdmin.post('/api/admin/categories', { name: 'Local edit' });
    expect(await errorOf(write)).toMatchObject({ status: 409, code: 'LIBRARY_FOLLOWER_READ_ONLY' });
    expect((await kioskAdmin.get('/api/admin/categories')).status).toBe(200);
  });

  it('keeps users and sessions local: the kiosk admin stays signed in', async () => {
    expect((await kioskAdmin.get('/api/admin/library/status')).status).toBe(200);
  });

  const refusals: [string, () => Buffer, number, string][] = [
    [
      'a tampered byte in the snapshot',
      () => flip(version2, version2.length - 4096),
      400,
      'LIBRARY_BUNDLE_DAMAGED',
    ],
    ['a tampered byte in the manifest', () => flip(version2, 600), 400, 'LIBRARY_SIGNATURE_INVALID'],
    [
      'a truncated copy',
      () => version2.subarray(0, Math.floor(version2.length / 2)),
      400,
      'LIBRARY_BUNDLE_DAMAGED',
    ],
    [
      'a file that is no bundle',
      () => Buffer.from('article_number,category\nA,B\n'),
      400,
      'LIBRARY_BUNDLE_DAMAGED',
    ],
    ['an equal version', () => version1, 409, 'LIBRARY_VERSION_NOT_NEWER'],
  ];
  for (const [what, bytes, status, code] of refusals) {
    it(`refuses ${what} and keeps serving version 1 whole`, async () => {
      const before = await visibleLibrary(kioskAdmin);
      const response = await importBundle(kioskAdmin, bytes());
      const error = await errorOf(response);
      expect(error).toMatchObject({ status, code });
      expect(error.message.length).toBeGreaterThan(10);
      expect((await libraryStatus(kioskAdmin)).served?.version).toBe(1);
      expect(await visibleLibrary(kioskAdmin)).toEqual(before);
    });
  }

  it('refuses a bundle signed by another key', async () => {
    const other = await startApiServer({ demo: true });
    try {
      const otherAdmin = await other.client().registerAdmin();
      await publish(otherAdmin);
      await publish(otherAdmin);
      await publish(otherAdmin);
      const foreign = await exportBundle(otherAdmin);
      const error = await errorOf(await importBundle(kioskAdmin, foreign));
      expect(error).toMatchObject({ status: 400, code: 'LIBRARY_OTHER_KEY' });
      expect(error.message).toContain('another key');
      expect(error.message).toContain('If the hub moved to a new key');
      expect((await libraryStatus(kioskAdmin)).served?.version).toBe(1);
    } finally {
      await other.dispose();
    }
  }, 60_000);

  it('refuses a newer schema with "update the app"', async () => {
    const newer = resign(version2, (manifest) => ({ ...manifest, version: 50, schemaVersion: 999 }));
    const error = await errorOf(await importBundle(kioskAdmin, newer));
    expect(error).toMatchObject({ status: 409, code: 'LIBRARY_SCHEMA_TOO_NEW' });
    expect(error.message).toContain('update the app');
    expect((await libraryStatus(kioskAdmin)).served?.version).toBe(1);
  });

  it('applies the newer version, then refuses the older one', async () => {
    const response = await importBundle(kioskAdmin, version2);
    expect(response.status).toBe(200);
    expect(await categoryNames(kioskAdmin)).toContain('Published in version 2');
    // The page names both versions from the answer's values.
    expect(await errorOf(await importBundle(kioskAdmin, version1))).toMatchObject({
      status: 409,
      code: 'LIBRARY_VERSION_NOT_NEWER',
      served: 2,
      version: 1,
    });
    expect((await libraryStatus(kioskAdmin)).served?.version).toBe(2);
  });

  it('stops following: content can be edited locally again', async () => {
    expect((await kioskAdmin.delete('/api/admin/library/follow')).status).toBe(200);
    expect((await kioskAdmin.post('/api/admin/categories', { name: 'Local edit' })).status).toBe(201);
  });
});

function flip(bytes: Buffer, at: number): Buffer {
  const copy = Buffer.from(bytes);
  copy[at] = (copy[at] ?? 0) ^ 0xff;
  return copy;
}

/** The same snapshot with a changed manifest, properly signed with the hub's own key. */
function resign(bundle: Buffer, change: ManifestChange): Buffer {
  const key = readSigningKey(hub.dataDir);
  if (!key) throw new Error('the hub has no key');
  return forgeBundle(bundle, key, { change });
}

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { readSigningKey, type SigningKey } from '../../server/library-bundles/signing-key';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';
import { editTarHeader, forgeBundle, type ManifestChange } from './support/forge-bundle';
import { bundleEntries, exportBundle, importBundle, libraryStatus, publish } from './support/library-bundles';

let hub: TestServer;
let kiosk: TestServer;
let kioskAdmin: ApiClient;
let version1: Buffer;
let key: SigningKey;
let nextVersion = 100;

/** Each forged bundle claims a new, higher version, so "not newer" never hides the real refusal. */
const newer: ManifestChange = (manifest) => ({ ...manifest, version: (nextVersion += 1) });

const forge = (options: {
  editSnapshot?: (sqlite: Database.Database) => void;
  snapshotBytes?: (bytes: Buffer) => Buffer;
  change?: ManifestChange;
}) =>
  forgeBundle(version1, key, { ...options, change: (m) => (options.change ?? ((same) => same))(newer(m)) });

/** Where the tar header of the n-th entry (0: manifest, 1: signature, 2: snapshot) starts. */
const headerOf = (bundle: Buffer, index: number) => (bundleEntries(bundle)[index]?.offset ?? 0) - 512;

async function visible(client: ApiClient) {
  const status = await libraryStatus(client);
  return {
    version: status.served?.version,
    counts: status.counts,
    article: await (await client.get('/api/article/AVN-R110')).json(),
  };
}

beforeAll(async () => {
  hub = await startApiServer({ demo: true });
  const hubAdmin = await hub.client().registerAdmin();
  await publish(hubAdmin, 'Trusted');
  version1 = await exportBundle(hubAdmin);
  key = readSigningKey(hub.dataDir) as SigningKey;
  kiosk = await startApiServer();
  kioskAdmin = await kiosk.client().registerAdmin();
  const publicKey = (await libraryStatus(hubAdmin)).signingKey?.publicKey;
  expect((await kioskAdmin.put('/api/admin/library/follow', { publicKey })).status).toBe(200);
  expect((await importBundle(kioskAdmin, version1)).status).toBe(200);
}, 120_000);

afterAll(async () => {
  await hub?.dispose();
  await kiosk?.dispose();
});

/** What is sent, the code answered, and words the message must hold (naming the real problem). */
const cases: [string, () => Buffer, string, string][] = [
  [
    'a tar header with a negative size',
    () => editTarHeader(forge({}), headerOf(forge({}), 1), { offset: 124, text: '-0000000001\0' }),
    'LIBRARY_BUNDLE_DAMAGED',
    'the size of "manifest.json.minisig" is not a tar size',
  ],
  [
    'a tar header whose checksum does not match',
    () => {
      const bundle = forge({});
      return editTarHeader(bundle, headerOf(bundle, 2), { offset: 136, text: '77777777777\0' }, false);
    },
    'LIBRARY_BUNDLE_DAMAGED',
    'does not match its checksum',
  ],
  [
    'a tar size that is not an octal number',
    () => {
      const bundle = forge({});
      return editTarHeader(bundle, headerOf(bundle, 1), { offset: 124, text: '0000000009x\0' });
    },
    'LIBRARY_BUNDLE_DAMAGED',
    'is not a tar size',
  ],
  [
    'a snapshot that is not SQLite',
    () => forge({ snapshotBytes: () => randomBytes(64 * 1024) }),
    'LIBRARY_BUNDLE_DAMAGED',
    'not a readable library (file is not a database)',
  ],
  [
    'a snapshot with corrupt pages',
    () =>
      forge({
        snapshotBytes: (bytes) => {
          const copy = Buffer.from(bytes);
          for (let page = 2; page * 4096 < copy.length; page += 3)
            randomBytes(200).copy(copy, page * 4096 + 100);
          return copy;
        },
      }),
    'LIBRARY_BUNDLE_DAMAGED',
    // Random damage shows either in SQLite's integrity check or already when the schema is read.
    'The bundle is damaged: its library snapshot',
  ],
  [
    'a snapshot of another schema',
    () =>
      forge({
        editSnapshot: (sqlite) => {
          for (const { name } of sqlite
            .prepare<[], { name: string }>(
              "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'proxy_cache'",
            )
            .all())
            sqlite.exec(`DROP TABLE ${name}`);
        },
      }),
    'LIBRARY_SNAPSHOT_REFUSED',
    '"proxy_cache" is missing',
  ],
  [
    'a snapshot without any library table',
    () =>
      forge({
        snapshotBytes: () => {
          const other = new Database(':memory:');
          other.exec('CREATE TABLE unrelated (x); INSERT INTO unrelated VALUES (1)');
          const bytes = other.serialize();
          other.close();
          return bytes;
        },
      }),
    'LIBRARY_SNAPSHOT_REFUSED',
    'the table "unrelated", which is not part of the library',
  ],
  [
    'a snapshot holding an extra view',
    () =>
      forge({ editSnapshot: (sqlite) => sqlite.exec('CREATE VIEW everything AS SELECT * FROM categories') }),
    'LIBRARY_SNAPSHOT_REFUSED',
    'the view "everything"',
  ],
  [
    'a snapshot whose proxy_cache is a view expanding to 20,000 rows of 1 KB',
    () =>
      forge({
        editSnapshot: (sqlite) =>
          sqlite.exec(`DROP TABLE proxy_cache;
            CREATE VIEW proxy_cache (url, mime_type, data, sha256, created_at) AS
              WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20000)
              SELECT 'https://example.invalid/' || i, 'image/png', zeroblob(1000), 'x', 'now' FROM n;`),
      }),
    'LIBRARY_SNAPSHOT_REFUSED',
    'the view "proxy_cache"',
  ],
  [
    'a snapshot with a trigger of its own',
    () =>
      forge({
        editSnapshot: (sqlite) =>
          sqlite.exec(
            'CREATE TRIGGER grow AFTER UPDATE ON categories BEGIN INSERT INTO categories (name) SELECT name || 1 FROM categories; END',
          ),
      }),
    'LIBRARY_SNAPSHOT_REFUSED',
    'the trigger "grow"',
  ],
  [
    'a snapshot whose row counts differ from its signed manifest',
    () =>
      forge({
        change: (manifest) => {
          const counts = manifest.counts as Record<string, number>;
          return { ...manifest, counts: { ...counts, categories: (counts.categories ?? 0) + 1 } };
        },
      }),
    'LIBRARY_SNAPSHOT_REFUSED',
    'has 5 rows, its signed manifest declares 6',
  ],
];

describe('a follower refuses a bundle it cannot trust, with a 4xx and a message, and keeps its library', () => {
  for (const [what, bytes, code, words] of cases) {
    it(`refuses ${what}`, async () => {
      const before = await visible(kioskAdmin);
      const response = await importBundle(kioskAdmin, bytes());
      const body = (await response.json()) as { code: string; message: string };
      expect({ status: response.status, code: body.code }).toEqual({ status: 400, code });
      expect(body.message).toContain(words);
      expect(await visible(kioskAdmin)).toEqual(before);
    });
  }

  it('still applies a bundle whose manifest counts no table (safe: the schema and size checks bound it)', async () => {
    const response = await importBundle(
      kioskAdmin,
      forge({ change: (manifest) => ({ ...manifest, counts: {} }) }),
    );
    expect(response.status).toBe(200);
    expect((await libraryStatus(kioskAdmin)).served?.version).toBe(nextVersion);
  });
});

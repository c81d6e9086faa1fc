import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from '../fixtures/upload-forms';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';
import {
  bundleEntries,
  categoryNames,
  checkHub,
  exportBundle,
  follow,
  followByCommand,
  libraryStatus,
  publish,
  signingPublicKey,
} from './support/library-bundles';

let hub: TestServer;
let hubAdmin: ApiClient;
let kiosk: TestServer;
let kioskAdmin: ApiClient;
let hubKey: string;

/** The version the hub publishes last: beyond the reach of the deltas from the kiosk's version 1. */
const LATEST = 4;

const partFile = (version: number) =>
  path.join(kiosk.dataDir, 'library-bundles', 'incoming', `library-v${version}.tar.part`);

beforeAll(async () => {
  hub = await startApiServer({ demo: true });
  hubAdmin = await hub.client().registerAdmin();
  kiosk = await startApiServer();
  kioskAdmin = await kiosk.client().registerAdmin();
  await publish(hubAdmin, 'Over the LAN');
  hubKey = await signingPublicKey(hubAdmin);
}, 120_000);

afterAll(async () => {
  await hub.dispose();
  await kiosk.dispose();
});

describe('following a hub over HTTP', () => {
  it("refuses the hub's own key on the hub, on the page and the command line, and the hub stays a hub", async () => {
    const answer = await hubAdmin.put('/api/admin/library/follow', { hubUrl: hub.url, publicKey: hubKey });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { code: string }).code).toBe('LIBRARY_OWN_KEY');
    const command = await followByCommand(hub.dataDir, hubKey, '--hub', hub.url);
    expect(command.code).toBe(1);
    expect(command.output).toContain(
      "This is this install's own signing key: an install cannot follow itself",
    );
    const status = await libraryStatus(hubAdmin);
    expect(status.role).toBe('hub');
    expect(status.follower).toBeNull();
  });

  it('downloads, verifies and applies the newest version on a check', async () => {
    await follow(kioskAdmin, { hubUrl: hub.url, publicKey: hubKey });
    const status = await checkHub(kioskAdmin);
    expect(status.follower).toMatchObject({ hubUrl: hub.url, lastError: null });
    expect(status.follower?.lastSuccess).not.toBeNull();
    expect(status.served).toMatchObject({ version: 1, note: 'Over the LAN' });
    expect(await categoryNames(kioskAdmin)).toEqual(await categoryNames(hubAdmin));
  });

  it('resumes an interrupted download with a Range request', async () => {
    await createCategory(hubAdmin, 'Version 2');
    // Three versions on, the kiosk (on version 1) is past the deltas' reach: it downloads the whole bundle.
    for (let version = 2; version <= LATEST; version += 1) await publish(hubAdmin);
    const bundle = await exportBundle(hubAdmin);
    // The bytes up to 1,000 into the snapshot as a broken-off download left them, with one byte of
    // the snapshot changed: only a download that resumes (and keeps these bytes) ends with a damaged file.
    const snapshotAt = bundleEntries(bundle).find((entry) => entry.name === 'library.sqlite')?.offset ?? 0;
    const head = Buffer.from(bundle.subarray(0, snapshotAt + 1000));
    head[snapshotAt + 800] = (head[snapshotAt + 800] ?? 0) ^ 0xff;
    mkdirSync(path.dirname(partFile(LATEST)), { recursive: true });
    writeFileSync(partFile(LATEST), head);

    const damaged = await checkHub(kioskAdmin);
    expect(damaged.follower?.lastError).toContain('does not match the signed hash');
    expect(damaged.served?.version).toBe(1);
    expect(existsSync(partFile(LATEST))).toBe(false);

    writeFileSync(partFile(LATEST), bundle.subarray(0, Math.floor(bundle.length / 2)));
    const resumed = await checkHub(kioskAdmin);
    expect(resumed.follower?.lastError).toBeNull();
    expect(resumed.served?.version).toBe(LATEST);
    expect(await categoryNames(kioskAdmin)).toContain('Version 2');
  }, 120_000);

  it('says so in plain words when the hub is unreachable, and keeps serving', async () => {
    await follow(kioskAdmin, { hubUrl: 'http://127.0.0.1:9', publicKey: hubKey });
    const status = await checkHub(kioskAdmin);
    expect(status.follower?.lastError).toMatch(/^Could not reach the hub at http:\/\/127\.0\.0\.1:9/);
    expect(status.served?.version).toBe(LATEST);
    expect((await kioskAdmin.get('/api/article/AVN-R110')).status).toBe(200);
  });

  it('says so when the hub answers garbage, and keeps serving', async () => {
    const garbage: Server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"version": "lots", "manifest": 12');
    });
    await new Promise<void>((resolve) => garbage.listen(0, '127.0.0.1', resolve));
    try {
      await follow(kioskAdmin, {
        hubUrl: `http://127.0.0.1:${(garbage.address() as AddressInfo).port}`,
        publicKey: hubKey,
      });
      const status = await checkHub(kioskAdmin);
      expect(status.follower?.lastError).toContain('not a library bundle description');
      expect(status.served?.version).toBe(LATEST);
    } finally {
      await new Promise((resolve) => garbage.close(resolve));
    }
  });

  it('checks the hub by itself every few minutes (here: every 300 ms)', async () => {
    const second = await startApiServer({ config: { libraryCheckIntervalMs: 300 } });
    try {
      const admin = await second.client().registerAdmin();
      await follow(admin, { hubUrl: hub.url, publicKey: hubKey });
      let served: number | undefined;
      for (let attempt = 0; attempt < 120 && served !== LATEST; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        served = (await libraryStatus(admin)).served?.version;
      }
      expect(served).toBe(LATEST);
      expect(await categoryNames(admin)).toContain('Version 2');
    } finally {
      await second.dispose();
    }
  }, 60_000);
});

import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCommand } from '../support/cli-command';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';
import { startCountingProxy, type CountingProxy } from './support/counting-proxy';
import {
  bundleDownloads,
  categoryNames,
  checkHub,
  follow,
  followByCommand,
  inEmptyDataDir,
  libraryStatus,
  publishWithCategory,
  savedFollowSettings,
  signingPublicKey,
} from './support/library-bundles';
import { tamper } from './support/tamper-bundle';

// Three servers and several publishes and applies (jobs).
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

let hub: TestServer;
let relay: TestServer;
let kiosk: TestServer;
let hubAdmin: ApiClient;
let relayAdmin: ApiClient;
let kioskAdmin: ApiClient;
let hubKey: string;
/** In front of the hub and the relay: what the kiosk asked of each. */
let hubDoor: CountingProxy;
let relayDoor: CountingProxy;

beforeAll(async () => {
  [hub, relay, kiosk] = await Promise.all([startApiServer(), startApiServer(), startApiServer()]);
  [hubAdmin, relayAdmin, kioskAdmin] = await Promise.all([
    hub.client().registerAdmin(),
    relay.client().registerAdmin(),
    kiosk.client().registerAdmin(),
  ]);
  await publishWithCategory(hubAdmin, 'Relay version 1');
  hubKey = await signingPublicKey(hubAdmin);
  hubDoor = await startCountingProxy(hub.url);
  relayDoor = await startCountingProxy(relay.url);
});

afterAll(async () => {
  await Promise.all([hubDoor?.close(), relayDoor?.close()]);
  await Promise.all([hub?.dispose(), relay?.dispose(), kiosk?.dispose()]);
});

describe('a relay per shop: one kiosk serves what it applied to the others', () => {
  it('a kiosk takes the version from its relay, not from the hub', async () => {
    const relayStatus = await follow(relayAdmin, { publicKey: hubKey, hubUrl: hub.url, serveOthers: true });
    expect(relayStatus.follower?.serveOthers).toBe(true);
    expect((await checkHub(relayAdmin)).served?.version).toBe(1);

    const kioskStatus = await follow(kioskAdmin, {
      publicKey: hubKey,
      hubUrl: hubDoor.url,
      relay: relayDoor.url,
    });
    expect(kioskStatus.follower?.relay).toBe(relayDoor.url);
    expect(kioskStatus.follower?.serveOthers).toBe(false);
    const status = await checkHub(kioskAdmin);
    expect(status.follower?.lastError).toBeNull();
    expect(status.served?.version).toBe(1);
    expect(await categoryNames(kioskAdmin)).toEqual(await categoryNames(hubAdmin));
    expect(bundleDownloads(relayDoor)).toEqual(['GET /api/library/bundles/library-v1.tar']);
    // The hub was only asked which version is the newest.
    expect(bundleDownloads(hubDoor)).toEqual([]);
    expect(hubDoor.requests).toContain('GET /api/library/latest');
  });

  it('takes a delta from the relay too, and still updates from the relay while the hub is away', async () => {
    expect(await publishWithCategory(hubAdmin, 'Relay version 2')).toBe(2);
    expect((await checkHub(relayAdmin)).served?.version).toBe(2);
    await hubDoor.close();
    relayDoor.requests.length = 0;
    const status = await checkHub(kioskAdmin);
    expect(status.follower?.lastError).toBeNull();
    expect(status.served?.version).toBe(2);
    expect(await categoryNames(kioskAdmin)).toContain('Relay version 2');
    expect(bundleDownloads(relayDoor)).toEqual(['GET /api/library/bundles/library-v2-from-v1.tar']);
    hubDoor = await startCountingProxy(hub.url);
    await follow(kioskAdmin, { publicKey: hubKey, hubUrl: hubDoor.url, relay: relayDoor.url });
  });

  it('falls back to the hub when the relay is stopped', async () => {
    expect(await publishWithCategory(hubAdmin, 'Relay version 3')).toBe(3);
    await relayDoor.close();
    const status = await checkHub(kioskAdmin);
    expect(status.follower?.lastError).toBeNull();
    expect(status.served?.version).toBe(3);
    expect(await categoryNames(kioskAdmin)).toContain('Relay version 3');
    expect(bundleDownloads(hubDoor)).toEqual(['GET /api/library/bundles/library-v3-from-v2.tar']);
    relayDoor = await startCountingProxy(relay.url);
    await follow(kioskAdmin, { publicKey: hubKey, hubUrl: hubDoor.url, relay: relayDoor.url });
  });

  it('falls back to the hub when the relay offers an older version than the hub', async () => {
    expect(await publishWithCategory(hubAdmin, 'Relay version 4')).toBe(4);
    // The relay has not checked since version 2.
    expect((await libraryStatus(relayAdmin)).served?.version).toBe(2);
    hubDoor.requests.length = 0;
    const status = await checkHub(kioskAdmin);
    expect(status.follower?.lastError).toBeNull();
    expect(status.served?.version).toBe(4);
    expect(relayDoor.requests).toContain('GET /api/library/latest');
    expect(bundleDownloads(relayDoor)).toEqual([]);
    expect(bundleDownloads(hubDoor)).toEqual(['GET /api/library/bundles/library-v4-from-v3.tar']);
  });

  it('refuses a tampered bundle from the relay and takes the version from the hub', async () => {
    expect((await checkHub(relayAdmin)).served?.version).toBe(4);
    expect(await publishWithCategory(hubAdmin, 'Relay version 5')).toBe(5);
    expect((await checkHub(relayAdmin)).served?.version).toBe(5);
    tamper(path.join(relay.dataDir, 'library-bundles', 'library-v5-from-v4.tar'));
    hubDoor.requests.length = 0;
    relayDoor.requests.length = 0;

    const status = await checkHub(kioskAdmin);
    expect(status.follower?.lastError).toBeNull();
    expect(status.served?.version).toBe(5);
    expect(await categoryNames(kioskAdmin)).toEqual(await categoryNames(hubAdmin));
    expect(bundleDownloads(relayDoor)).toContain('GET /api/library/bundles/library-v5-from-v4.tar');
    expect(bundleDownloads(hubDoor)).toEqual(['GET /api/library/bundles/library-v5-from-v4.tar']);
  });

  it("answers 404 on the public library routes of a kiosk that does not serve others, and the hub's stay", async () => {
    const publicRoutes = [
      '/api/library/latest',
      '/api/library/bundles/library-v5-from-v4.tar',
      '/api/library/folder/manifest.json',
    ];
    for (const route of publicRoutes) expect((await fetch(`${relay.url}${route}`)).status).toBe(200);
    await follow(relayAdmin, { publicKey: hubKey, hubUrl: hub.url });
    expect((await libraryStatus(relayAdmin)).follower?.serveOthers).toBe(false);
    for (const route of publicRoutes) {
      expect((await fetch(`${relay.url}${route}`)).status).toBe(404);
      expect((await fetch(`${kiosk.url}${route}`)).status).toBe(404);
    }
    expect((await fetch(`${hub.url}/api/library/latest`)).status).toBe(200);
    expect((await fetch(`${hub.url}/api/library/bundles/library-v5.tar`)).status).toBe(200);
    expect((await fetch(`${hub.url}/api/library/folder/manifest.json`)).status).toBe(200);

    // A kiosk whose relay serves nothing any more takes the next version from the hub.
    expect(await publishWithCategory(hubAdmin, 'Relay version 6')).toBe(6);
    const status = await checkHub(kioskAdmin);
    expect(status.follower?.lastError).toBeNull();
    expect(status.served?.version).toBe(6);
  });

  it('is set from the command line: --relay and --serve-others, shown by status', async () => {
    await inEmptyDataDir('library-relay-cli-', async (dataDir) => {
      const followed = await followByCommand(
        dataDir,
        hubKey,
        '--hub',
        'http://hub.shop.lan:3000',
        '--relay',
        'http://kiosk-1.shop.lan:3000/',
        '--serve-others',
      );
      expect(followed.code).toBe(0);
      expect(followed.output).toContain('Asking the relay http://kiosk-1.shop.lan:3000 first');
      expect(savedFollowSettings(dataDir)).toMatchObject({
        relay: 'http://kiosk-1.shop.lan:3000',
        serveOthers: true,
      });
      const status = await runCommand('library', ['status', '--data-dir', dataDir]);
      expect(status.output).toContain('Relay: http://kiosk-1.shop.lan:3000; serves other kiosks: yes');
      const refused = await followByCommand(dataDir, hubKey, '--relay', 'ftp://kiosk-1');
      expect(refused.code).toBe(2);
      expect(refused.output).toContain('The relay address must start with http:// or https://');
    });
  });
});

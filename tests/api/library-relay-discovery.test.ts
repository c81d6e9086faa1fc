import path from 'node:path';
import type { Bonjour, Browser, Service } from 'bonjour-service';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RelayMdnsConfig } from '../../server/config/server-config';
import { openMdns } from '../../server/library-bundles/relay-mdns';
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
} from './support/library-bundles';
import { loopbackMdns, serviceEvent } from './support/loopback-mdns';
import { tamper } from './support/tamper-bundle';

// Four servers and several publishes and applies (jobs).
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const SERVICE_TYPE = 'instruction-library';

let mdns: RelayMdnsConfig;
let hub: TestServer;
let otherHub: TestServer;
let relay: TestServer;
let kiosk: TestServer;
let hubAdmin: ApiClient;
let relayAdmin: ApiClient;
let kioskAdmin: ApiClient;
let hubKey: string;
let hubKeyId: string;
/** In front of the hub: what the kiosk asked of it. */
let hubDoor: CountingProxy;
/** The test's own mDNS socket: it watches what the servers advertise and plays a stranger on the LAN. */
let lan: Bonjour;
let watching: Browser;

const portOf = (server: TestServer) => Number(new URL(server.url).port);

/** The relay's advertisement as the LAN sees it, once it names `version`. */
const relayAdvertising = (version: number) =>
  serviceEvent(
    watching,
    'up',
    (service: Service) =>
      service.port === portOf(relay) && (service.txt as Record<string, string>).version === String(version),
  );

beforeAll(async () => {
  mdns = await loopbackMdns();
  lan = openMdns(mdns, 'the test');
  watching = lan.find({ type: SERVICE_TYPE });
  const config = { libraryMdns: mdns };
  [hub, otherHub, relay, kiosk] = await Promise.all([
    startApiServer({ config }),
    startApiServer({ config }),
    startApiServer({ config }),
    startApiServer({ config }),
  ]);
  let otherAdmin: ApiClient;
  [hubAdmin, otherAdmin, relayAdmin, kioskAdmin] = await Promise.all([
    hub.client().registerAdmin(),
    otherHub.client().registerAdmin(),
    relay.client().registerAdmin(),
    kiosk.client().registerAdmin(),
  ]);
  await publishWithCategory(hubAdmin, 'Discovered version 1');
  await publishWithCategory(otherAdmin, 'Another library');
  const signingKey = (await libraryStatus(hubAdmin)).signingKey;
  hubKey = signingKey?.publicKey ?? '';
  hubKeyId = signingKey?.keyId ?? '';
  hubDoor = await startCountingProxy(hub.url);
});

afterAll(async () => {
  watching?.stop();
  await new Promise<void>((resolve) => (lan ? lan.destroy(() => resolve()) : resolve()));
  await hubDoor?.close();
  await Promise.all([hub?.dispose(), otherHub?.dispose(), relay?.dispose(), kiosk?.dispose()]);
});

describe('finding the shop relay by mDNS', () => {
  it('a kiosk that serves others advertises the library, channel and version it serves', async () => {
    await follow(relayAdmin, { publicKey: hubKey, hubUrl: hub.url, serveOthers: true });
    expect((await checkHub(relayAdmin)).served?.version).toBe(1);
    const advertised = await relayAdvertising(1);
    expect(advertised.txt).toEqual({ key: hubKeyId, channel: 'pilot', version: '1' });
    expect(advertised.referer?.address).toBe('127.0.0.1');
  });

  it('a kiosk with relay discovery takes the version from the relay it found, not from the hub', async () => {
    const kioskStatus = await follow(kioskAdmin, { publicKey: hubKey, hubUrl: hubDoor.url, findRelay: true });
    expect(kioskStatus.follower?.findRelay).toBe(true);
    expect(kioskStatus.follower?.relay).toBeNull();
    const status = await checkHub(kioskAdmin);
    expect(status.follower?.lastError).toBeNull();
    expect(status.served?.version).toBe(1);
    expect(await categoryNames(kioskAdmin)).toEqual(await categoryNames(hubAdmin));
    // The hub was only asked which version is the newest: the bytes came from the relay.
    expect(hubDoor.requests).toContain('GET /api/library/latest');
    expect(bundleDownloads(hubDoor)).toEqual([]);
  });

  it('updates from the relay it found while the hub is away', async () => {
    expect(await publishWithCategory(hubAdmin, 'Discovered version 2')).toBe(2);
    expect((await checkHub(relayAdmin)).served?.version).toBe(2);
    await relayAdvertising(2);
    await hubDoor.close();
    const status = await checkHub(kioskAdmin);
    expect(status.follower?.lastError).toBeNull();
    expect(status.served?.version).toBe(2);
    expect(await categoryNames(kioskAdmin)).toContain('Discovered version 2');
    hubDoor = await startCountingProxy(hub.url);
    await follow(kioskAdmin, { publicKey: hubKey, hubUrl: hubDoor.url, findRelay: true });
  });

  it('refuses tampered bytes from the relay it found and takes the version from the hub', async () => {
    expect(await publishWithCategory(hubAdmin, 'Discovered version 3')).toBe(3);
    expect((await checkHub(relayAdmin)).served?.version).toBe(3);
    await relayAdvertising(3);
    tamper(path.join(relay.dataDir, 'library-bundles', 'library-v3-from-v2.tar'));
    const status = await checkHub(kioskAdmin);
    expect(status.follower?.lastError).toBeNull();
    expect(status.served?.version).toBe(3);
    expect(await categoryNames(kioskAdmin)).toEqual(await categoryNames(hubAdmin));
    expect(bundleDownloads(hubDoor)).toEqual(['GET /api/library/bundles/library-v3-from-v2.tar']);
  });

  it('stops advertising when serving others is switched off', async () => {
    const gone = serviceEvent(watching, 'down', (service) => service.port === portOf(relay));
    await follow(relayAdmin, { publicKey: hubKey, hubUrl: hub.url, serveOthers: false });
    await gone;
    expect(watching.services.filter((service) => service.port === portOf(relay))).toEqual([]);
  });

  it('refuses a relay that advertises this library but serves another one, and takes the hub', async () => {
    // A stranger on the LAN claims this hub's library at version 99 and points at another hub.
    lan.publish({
      name: 'impostor',
      type: SERVICE_TYPE,
      port: portOf(otherHub),
      txt: { key: hubKeyId, channel: 'pilot', version: '99' },
      probe: false,
      disableIPv6: true,
    });
    await serviceEvent(watching, 'up', (service) => service.name === 'impostor');
    expect(await publishWithCategory(hubAdmin, 'Discovered version 4')).toBe(4);
    hubDoor.requests.length = 0;
    const status = await checkHub(kioskAdmin);
    expect(status.follower?.lastError).toBeNull();
    expect(status.served?.version).toBe(4);
    expect(await categoryNames(kioskAdmin)).toEqual(await categoryNames(hubAdmin));
    expect(await categoryNames(kioskAdmin)).not.toContain('Another library');
    expect(bundleDownloads(hubDoor)).toEqual(['GET /api/library/bundles/library-v4-from-v3.tar']);
    const gone = serviceEvent(watching, 'down', (service) => service.name === 'impostor');
    lan.unpublishAll();
    await gone;
  });

  it('takes the version from the hub when no relay is on the LAN', async () => {
    expect(watching.services).toEqual([]);
    expect(await publishWithCategory(hubAdmin, 'Discovered version 5')).toBe(5);
    hubDoor.requests.length = 0;
    const status = await checkHub(kioskAdmin);
    expect(status.follower?.lastError).toBeNull();
    expect(status.served?.version).toBe(5);
    expect(bundleDownloads(hubDoor)).toEqual(['GET /api/library/bundles/library-v5-from-v4.tar']);
  });

  it('asks a configured relay address rather than the relay it would find', async () => {
    await follow(relayAdmin, { publicKey: hubKey, hubUrl: hub.url, serveOthers: true });
    expect((await checkHub(relayAdmin)).served?.version).toBe(5);
    await relayAdvertising(5);
    expect(await publishWithCategory(hubAdmin, 'Discovered version 6')).toBe(6);
    expect((await checkHub(relayAdmin)).served?.version).toBe(6);
    await relayAdvertising(6);
    const relayDoor = await startCountingProxy(relay.url);
    try {
      await follow(kioskAdmin, {
        publicKey: hubKey,
        hubUrl: hubDoor.url,
        relay: relayDoor.url,
        findRelay: true,
      });
      hubDoor.requests.length = 0;
      const status = await checkHub(kioskAdmin);
      expect(status.follower?.lastError).toBeNull();
      expect(status.served?.version).toBe(6);
      expect(bundleDownloads(relayDoor)).toEqual(['GET /api/library/bundles/library-v6-from-v5.tar']);
      expect(bundleDownloads(hubDoor)).toEqual([]);
    } finally {
      await relayDoor.close();
    }
  });

  it('is set from the command line with --find-relay, shown by status', async () => {
    await inEmptyDataDir('library-relay-discovery-cli-', async (dataDir) => {
      const followed = await followByCommand(
        dataDir,
        hubKey,
        '--hub',
        'http://hub.shop.lan:3000',
        '--find-relay',
      );
      expect(followed.code).toBe(0);
      expect(followed.output).toContain('Asking a relay found on the LAN (mDNS) first');
      expect(savedFollowSettings(dataDir)).toMatchObject({ findRelay: true, relay: null });
      const status = await runCommand('library', ['status', '--data-dir', dataDir]);
      expect(status.output).toContain('Relay: found on the LAN (mDNS); serves other kiosks: no');
    });
  });
});

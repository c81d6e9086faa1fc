import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LibraryStatus } from '../../common/api/library-bundles';
import { generateSigningKey } from '../../server/library-bundles/signing-key';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';
import { checkHub, follow, publish, signingPublicKey } from './support/library-bundles';
import { startStaticFileServer, type StaticFileServer } from './support/static-file-server';

// Three servers, a publish and an apply (jobs).
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let hub: TestServer;
let kiosk: TestServer;
/** A kiosk that serves its library to nobody: its address offers no library. */
let other: TestServer;
let hubAdmin: ApiClient;
let kioskAdmin: ApiClient;
let emptyFolder = '';
let web: StaticFileServer;
let hubKey = '';

/** What a check of `hubUrl` comes to, on `channel`. */
async function checkAt(hubUrl: string, channel: 'pilot' | 'stable' = 'pilot'): Promise<LibraryStatus> {
  await follow(kioskAdmin, { hubUrl, publicKey: hubKey, channel });
  return checkHub(kioskAdmin);
}

beforeAll(async () => {
  [hub, kiosk, other] = await Promise.all([startApiServer(), startApiServer(), startApiServer()]);
  let otherAdmin: ApiClient;
  [hubAdmin, kioskAdmin, otherAdmin] = await Promise.all([
    hub.client().registerAdmin(),
    kiosk.client().registerAdmin(),
    other.client().registerAdmin(),
  ]);
  // The hub has its key (its admin copied it to the kiosks) but has published nothing yet.
  generateSigningKey().save(hub.dataDir);
  hubKey = await signingPublicKey(hubAdmin);
  await follow(otherAdmin, { hubUrl: null, publicKey: hubKey });
  emptyFolder = mkdtempSync(path.join(tmpdir(), 'library-empty-web-'));
  web = await startStaticFileServer(emptyFolder);
});

afterAll(async () => {
  await Promise.all([hub, kiosk, other].map((server) => server?.dispose()));
  await web?.close();
  if (emptyFolder) rmSync(emptyFolder, { recursive: true, force: true });
});

describe('what a check of the hub found, when it found no version', () => {
  it('tells a new kiosk that the hub has published nothing yet, as no error', async () => {
    const status = await checkAt(hub.url);
    expect(status.follower).toMatchObject({ lastError: null, nothingOffered: true });
    expect(status.follower?.lastSuccess).toBe(status.follower?.lastCheck);
    expect(status.served).toBeNull();
  });

  it('tells a new stable kiosk that nothing is on the stable channel yet, as no error', async () => {
    expect(await publish(hubAdmin, 'Pilot only')).toBe(1);
    const status = await checkAt(hub.url, 'stable');
    expect(status.follower).toMatchObject({ lastError: null, nothingOffered: true });
    expect(status.served).toBeNull();
  });

  it('refuses an empty web folder as no library, also for a kiosk with nothing served yet', async () => {
    const status = await checkAt(web.url, 'stable');
    expect(status.follower).toMatchObject({
      lastErrorCode: 'LIBRARY_NONE_AT_ADDRESS',
      lastErrorDetails: { address: web.url },
    });
    expect(status.follower?.lastError).toContain(`This address offers no library: ${web.url}`);
    expect(status.follower?.lastSuccess).not.toBe(status.follower?.lastCheck);
  });

  it('takes the pilot version, then finds nothing newer: up to date, something offered', async () => {
    const status = await checkAt(hub.url);
    expect(status.served?.version).toBe(1);
    expect(await checkAt(hub.url)).toMatchObject({ follower: { lastError: null, nothingOffered: false } });
  });

  it('does not take an empty web folder, a kiosk serving nobody or a bad folder path as up to date', async () => {
    const lastSuccess = (await checkHub(kioskAdmin)).follower?.lastSuccess;
    web.requests.length = 0;
    for (const address of [web.url, `${web.url}/library`, other.url, emptyFolder]) {
      const status = await checkAt(address);
      expect(status.follower, address).toMatchObject({
        lastErrorCode: 'LIBRARY_NONE_AT_ADDRESS',
        lastErrorDetails: { address },
        lastSuccess,
      });
      expect(status.served?.version).toBe(1);
    }
    expect(web.requests).toContain('GET /api/library/latest');
    expect(web.requests).toContain('GET /manifest.json');
  });

  it('keeps the error of an unreachable hub as it was', async () => {
    const status = await checkAt('http://127.0.0.1:9');
    expect(status.follower?.lastErrorCode).toBe('LIBRARY_HUB_UNREACHABLE');
    expect(status.follower?.lastError).toMatch(/^Could not reach the hub at http:\/\/127\.0\.0\.1:9/);
  });
});

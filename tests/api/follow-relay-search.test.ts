import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LibraryStatus } from '../../common/api/library-bundles';
import { createCategory } from '../fixtures/upload-forms';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';
import { libraryStatus, publish } from './support/library-bundles';
import { loopbackMdns } from './support/loopback-mdns';

// Two servers, a publish and an apply (jobs).
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let hub: TestServer;
let kiosk: TestServer;
let hubAdmin: ApiClient;
let kioskAdmin: ApiClient;
let hubKey: string;

async function follow(settings: Record<string, unknown>): Promise<LibraryStatus> {
  const response = await kioskAdmin.put('/api/admin/library/follow', { publicKey: hubKey, ...settings });
  if (response.status !== 200)
    throw new Error(`follow answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as LibraryStatus;
}

beforeAll(async () => {
  // mDNS on this machine only, and nobody on it serves the library: there is no relay to find.
  const config = { libraryMdns: await loopbackMdns() };
  [hub, kiosk] = await Promise.all([startApiServer({ config }), startApiServer({ config })]);
  [hubAdmin, kioskAdmin] = await Promise.all([hub.client().registerAdmin(), kiosk.client().registerAdmin()]);
  await createCategory(hubAdmin, 'Published once');
  await publish(hubAdmin, 'Published once');
  hubKey = (await libraryStatus(hubAdmin)).signingKey?.publicKey ?? '';
});

afterAll(async () => {
  await Promise.all([hub?.dispose(), kiosk?.dispose()]);
});

describe('what the search for a relay on the shop network came to', () => {
  it('has not looked without a hub, nor before the first check', async () => {
    const fromFiles = await follow({ findRelay: true });
    expect(fromFiles.follower).toMatchObject({ hubUrl: null, findRelay: true, relaySearch: null });
    const withHub = await follow({ hubUrl: hub.url, findRelay: true });
    expect(withHub.follower).toMatchObject({ hubUrl: hub.url, relaySearch: null });
  });

  it('says after a check that no relay was found and the hub was asked', async () => {
    const checked = await kioskAdmin.post('/api/admin/library/check');
    expect(checked.status).toBe(200);
    const status = (await checked.json()) as LibraryStatus;
    expect(status.served?.version).toBe(1);
    expect(status.follower?.lastError).toBeNull();
    expect(status.follower?.relaySearch).toEqual({ at: expect.any(String), found: null });
    expect((await libraryStatus(kioskAdmin)).follower?.relaySearch?.found).toBeNull();
  });

  it('forgets the last search when the follow settings change', async () => {
    const saved = await follow({ hubUrl: hub.url, findRelay: true, channel: 'stable' });
    expect(saved.follower?.relaySearch).toBeNull();
  });
});

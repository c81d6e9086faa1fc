import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';
import { fleetList, thisInstall } from './support/fleet';
import { checkHub, follow, libraryStatus, publish, signingPublicKey } from './support/library-bundles';

let hub: TestServer;
let hubAdmin: ApiClient;
let kiosk: TestServer;
let kioskAdmin: ApiClient;

beforeAll(async () => {
  hub = await startApiServer({ demo: true });
  hubAdmin = await hub.client().registerAdmin();
  kiosk = await startApiServer();
  kioskAdmin = await kiosk.client().registerAdmin();
  await publish(hubAdmin, 'First');
}, 120_000);

afterAll(async () => {
  await hub.dispose();
  await kiosk.dispose();
});

describe('a kiosk following the hub by its folder view', () => {
  it("reports to that hub: the hub's Fleet lists it", async () => {
    const publicKey = await signingPublicKey(hubAdmin);
    await follow(kioskAdmin, { hubUrl: `${hub.url}/api/library/folder`, publicKey });
    await checkHub(kioskAdmin);

    expect((await libraryStatus(kioskAdmin)).served?.version).toBe(1);
    expect((await fleetList(hubAdmin)).kiosks).toHaveLength(1);
    expect(await thisInstall(kioskAdmin)).toMatchObject({ lastReportCode: 'FLEET_KIOSK_PENDING' });
  });
});

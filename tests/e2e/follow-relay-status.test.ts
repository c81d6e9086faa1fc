import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startApiServer, TEST_ADMIN, type ApiClient, type TestServer } from '../api/support/api-server';
import { libraryStatus, publish } from '../api/support/library-bundles';
import { loopbackMdns } from '../api/support/loopback-mdns';
import { requireRendererBuild } from '../support/admin-library';
import { screenshot } from '../support/browser';
import { useBrowser } from '../support/e2e-fixture';
import { createCategory } from '../fixtures/upload-forms';

// Two servers, a publish and an apply (jobs).
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let hub: TestServer;
let kiosk: TestServer;
let kioskAdmin: ApiClient;
let hubKey = '';
let context: BrowserContext;
let page: Page;

async function follow(settings: Record<string, unknown>): Promise<void> {
  const response = await kioskAdmin.put('/api/admin/library/follow', { publicKey: hubKey, ...settings });
  expect(response.status).toBe(200);
}

const relayText = () => page.getByTestId('follow-relay').innerText();

const shared = useBrowser();
beforeAll(async () => {
  requireRendererBuild();
  // mDNS on this machine only, and nobody on it serves the library: there is no relay to find.
  const config = { libraryMdns: await loopbackMdns() };
  [hub, kiosk] = await Promise.all([startApiServer({ config }), startApiServer({ config })]);
  const hubAdmin = await hub.client().registerAdmin();
  kioskAdmin = await kiosk.client().registerAdmin();
  await createCategory(hubAdmin, 'Published once');
  await publish(hubAdmin, 'Published once');
  hubKey = (await libraryStatus(hubAdmin)).signingKey?.publicKey ?? '';
  context = await shared.browser.newContext({ viewport: { width: 1366, height: 768 } });
  page = await context.newPage();
  await page.goto(`${kiosk.url}/auth`);
  await page.getByLabel('Username').fill(TEST_ADMIN.username);
  await page.getByLabel('Password').fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
});

afterAll(async () => {
  await context?.close();
  await Promise.all([hub?.dispose(), kiosk?.dispose()]);
});

describe('"Find a relay" on the Library Updates page says what is true', () => {
  it('without a hub: nothing is looked for until a hub is set', async () => {
    await follow({ findRelay: true });
    await page.goto(`${kiosk.url}/admin/library/updates`);
    await page.getByText('Takes the hub’s library files', { exact: true }).waitFor();
    expect(await relayText()).toBe(
      'Not looked for: set the hub’s address first. A relay is only asked when this kiosk checks its hub.',
    );
    await screenshot(page, 'follow-relay-no-hub');
  });

  it('with a hub and no relay on the network: the hub is asked, and the page says so', async () => {
    await follow({ hubUrl: hub.url, findRelay: true });
    await page.reload();
    await page.getByText('Follows a hub', { exact: true }).waitFor();
    expect(await relayText()).toBe('Looked for on the shop network (mDNS) at the next check of the hub');
    await page.getByRole('button', { name: 'Check now' }).click();
    await page
      .getByTestId('follow-relay')
      .getByText('No relay found on this network; updates come straight from the hub.')
      .waitFor();
    await screenshot(page, 'follow-relay-none-found');
    await page.setViewportSize({ width: 360, height: 740 });
    await screenshot(page, 'follow-relay-none-found-360');
  });
});

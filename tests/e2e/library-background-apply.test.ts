import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../api/support/api-server';
import { exportBundle, libraryStatus, publish } from '../api/support/library-bundles';
import { createCategory } from '../fixtures/upload-forms';
import { screenshot } from '../support/browser';
import { removeDataDir, startServerProcess, type ServerProcess } from '../support/server-process';
import { useBrowser } from '../support/e2e-fixture';
import { fastForwardUntilVisible } from '../support/page-clock';
import { requireRendererBuild } from '../support/admin-library';

const ADMIN = { username: 'keeper', password: 'secret-pass' };
/** The watch folder and the apply on a busy machine. */
const ARRIVES_WITHIN_MS = 120_000;
/** How often the pages ask for the served version and the library status. */
const PAGE_POLL_MS = 30_000;

let hub: ServerProcess;
let hubAdmin: ApiClient;
let kiosk: ServerProcess;
let usbStick: string;
let browser: Browser;
let context: BrowserContext;
let adminPage: Page;
let visitorPage: Page;
let kioskAdmin: ApiClient;
let category = 0;

async function addInstruction(title: string): Promise<void> {
  const response = await hubAdmin.post('/api/admin/instructions', {
    instruction: { title, categoryId: category },
    contents: { en: `How to use: ${title}` },
  });
  expect(response.status).toBe(201);
}

/** Publishes on the hub and drops the bundle on the kiosk's USB stick, as a person would. */
async function publishToStick(): Promise<number> {
  const version = await publish(hubAdmin);
  writeFileSync(path.join(usbStick, `library-v${version}.tar`), await exportBundle(hubAdmin));
  return version;
}

async function servedOnKiosk(version: number): Promise<void> {
  const deadline = Date.now() + ARRIVES_WITHIN_MS;
  while ((await libraryStatus(kioskAdmin)).served?.version !== version) {
    if (Date.now() > deadline) throw new Error(`The kiosk did not apply version ${version} from its folder`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a kiosk that applies an update in the background, with its pages open', () => {
  const shared = useBrowser();
  beforeAll(async () => {
    requireRendererBuild();
    usbStick = mkdtempSync(path.join(tmpdir(), 'library-usb-'));
    [hub, kiosk] = await Promise.all([
      startServerProcess({ args: ['--no-demo'] }),
      startServerProcess({ args: ['--no-demo', '--library-watch-folder', usbStick] }),
    ]);
    hubAdmin = await new ApiClient(hub.url).registerAdmin();
    category = await createCategory(hubAdmin, 'Drills');
    const added = await hubAdmin.post('/api/admin/article-numbers/bulk', {
      number: 'DRILL-1',
      categoryIds: [category],
    });
    expect(added.status).toBe(201);
    await addInstruction('First manual');
    await publish(hubAdmin);
    const hubKey = (await libraryStatus(hubAdmin)).signingKey?.publicKey ?? '';

    kioskAdmin = await new ApiClient(kiosk.url).registerAdmin(ADMIN);
    expect(
      (await kioskAdmin.put('/api/admin/library/follow', { hubUrl: null, publicKey: hubKey })).status,
    ).toBe(200);
    writeFileSync(path.join(usbStick, 'library-v1.tar'), await exportBundle(hubAdmin));
    await servedOnKiosk(1);

    browser = shared.browser;
    context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    // The pages' polls run on this clock: the test moves it on instead of waiting for them.
    await context.clock.install();
    adminPage = await context.newPage();
    await adminPage.goto(`${kiosk.url}/auth`);
    await adminPage.getByLabel('Username').fill(ADMIN.username);
    await adminPage.getByLabel('Password').fill(ADMIN.password);
    await adminPage.getByRole('button', { name: 'Sign In' }).click();
    await adminPage.getByRole('heading', { name: 'Dashboard' }).waitFor();
    visitorPage = await context.newPage();
  }, 240_000);

  afterAll(async () => {
    await Promise.all([hub?.stop(), kiosk?.stop()]);
    for (const server of [hub, kiosk]) if (server) removeDataDir(server.dataDir);
    if (usbStick) rmSync(usbStick, { recursive: true, force: true });
  });

  it('shows the new version in the banner, the status panel and the public page without a reload', async () => {
    await adminPage.getByRole('menuitem', { name: 'Categories' }).click();
    const banner = adminPage.locator('.follower-banner');
    await banner.getByText('This kiosk serves version 1.').waitFor();
    const updatesPage = await context.newPage();
    await updatesPage.goto(`${kiosk.url}/admin/library/updates`);
    await updatesPage.getByTestId('served-version').getByText('Version 1', { exact: false }).waitFor();
    await visitorPage.goto(`${kiosk.url}/article/DRILL-1`);
    await visitorPage.getByText('Instructions available: 1').waitFor();

    // Paused: no poll runs unless the test moves the clock.
    await context.clock.pauseAt(Date.now() + 1_000);
    await addInstruction('Second manual');
    await createCategory(hubAdmin, 'Saws');
    expect(await publishToStick()).toBe(2);
    await servedOnKiosk(2);

    // The status the admin's pages ask for says version 2: the lists under its banner follow at once.
    // The paused pages' clock moves a millisecond per look: enough for the work they queue with
    // zero-delay timers (TanStack Query hands out its results so), far from any poll.
    const shown = (target: Locator) => fastForwardUntilVisible(context.clock, target, 1);
    await banner.getByRole('link', { name: 'Library Updates' }).click();
    await shown(adminPage.getByTestId('served-version').getByText('Version 2', { exact: false }));
    await adminPage.getByRole('menuitem', { name: 'Categories' }).click();
    await shown(banner.getByText('This kiosk serves version 2.'));
    await shown(adminPage.locator('tbody tr', { hasText: 'Saws' }));

    // Pages left open see it at their next poll.
    const atNextPoll = (target: Locator) =>
      fastForwardUntilVisible(context.clock, target, PAGE_POLL_MS, ARRIVES_WITHIN_MS);
    await atNextPoll(updatesPage.getByTestId('served-version').getByText('Version 2', { exact: false }));
    await atNextPoll(visitorPage.getByText('Instructions available: 2'));
    await screenshot(adminPage, 'library-background-apply-banner-1366');
    await updatesPage.close();
  });
});

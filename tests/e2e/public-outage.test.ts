import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUT_MS } from '../../renderer/api/client';
import { screenshot } from '../support/browser';
import { hangApi, releaseApi, startHangingServer, type HangingServer } from '../support/hanging-server';
import type { ServerProcess } from '../support/server-process';
import { useEndToEnd } from '../support/e2e-fixture';
import { fastForwardUntilVisible } from '../support/page-clock';

const OUTAGE_TITLE = 'The library cannot be reached right now';
const SIZES = [
  { name: 'kiosk-portrait', width: 1080, height: 1920 },
  { name: 'kiosk-landscape', width: 1920, height: 1080 },
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 360, height: 740 },
];

let browser: Browser;
let hanging: HangingServer;
// One server for the file: the hung-server cases only ever hang the page's requests, and the
// stopped-server case, which stops it, comes last.
let server: ServerProcess;

const e2e = useEndToEnd({ process: {} });
beforeAll(async () => {
  ({ server, browser } = e2e);
  hanging = await startHangingServer();
});

afterAll(async () => {
  await hanging?.close();
});

/**
 * A page on Playwright's clock: the tests move time past the page's time limit and its back-off
 * instead of waiting for them, so the hung-server cases cost no real seconds of waiting.
 */
async function openPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.clock.install();
  return context.newPage();
}

describe('a server that accepts connections and never answers', () => {
  it('times out into the outage state, retries on request and recovers', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: 'Find Your Instructions' }).waitFor();
    await hangApi(page, hanging);

    await page.getByRole('combobox', { name: 'Article number' }).fill('AVN-R110');
    await page.getByRole('button', { name: 'Find Instructions' }).click();
    await page.waitForURL('**/instructions/AVN-R110/en');
    // The request really went to the hung server, and the page gives up after its time limit.
    await expect.poll(() => hanging.accepted()).toBeGreaterThan(0);
    await fastForwardUntilVisible(
      page.clock,
      page.getByRole('heading', { name: OUTAGE_TITLE }),
      DEFAULT_TIMEOUT_MS,
    );
    expect(await page.getByText('Article Number Not Found').count()).toBe(0);
    await expect.poll(() => page.locator('.app-header-brand svg').isVisible()).toBe(true);
    await screenshot(page, 'outage-hung-server-list');

    // The server answers again: Retry shows the list. On a busy machine the clock may have moved past
    // a back-off already, so a quiet retry is still hung on the old server: its time limit comes first.
    await releaseApi(page);
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect
      .poll(async () => {
        if (await retry.isEnabled({ timeout: 1_000 }).catch(() => false)) {
          await retry.click({ timeout: 1_000 }).catch(() => undefined);
          return true;
        }
        await page.clock.fastForward(DEFAULT_TIMEOUT_MS);
        return page.getByRole('heading', { name: 'Product: AVN-R110' }).isVisible();
      })
      .toBe(true);
    await page.getByRole('heading', { name: 'Product: AVN-R110' }).waitFor();
    await page.getByRole('link', { name: /Soundbar quick start/ }).waitFor();
  });

  it('recovers by itself with the quiet retry once the server answers again', async () => {
    const page = await openPage();
    await hangApi(page, hanging);
    await page.goto(`${server.url}/instructions/AVN-R120/en`);
    await fastForwardUntilVisible(
      page.clock,
      page.getByRole('heading', { name: OUTAGE_TITLE }),
      DEFAULT_TIMEOUT_MS,
    );
    await releaseApi(page);
    // No click: the back-off retry finds the server again.
    await fastForwardUntilVisible(
      page.clock,
      page.getByRole('heading', { name: 'Product: AVN-R120' }),
      4_000,
    );
  });

  it('shows the outage state on a single instruction instead of "Loading instruction..." forever', async () => {
    const page = await openPage();
    await hangApi(page, hanging);
    await page.goto(`${server.url}/instructions/AVN-R110/en/INS-000001`);
    await fastForwardUntilVisible(
      page.clock,
      page.getByRole('heading', { name: OUTAGE_TITLE }),
      DEFAULT_TIMEOUT_MS,
    );
    expect(await page.getByText('Instruction not found').count()).toBe(0);
  });

  it('shows an instruction whose print header could not load, and adds the header once it can', async () => {
    const page = await openPage();
    const chunk = '**/assets/PrintHeader-*.js';
    const refuse = (route: Route) => route.abort('connectionrefused');
    await page.route(chunk, refuse);
    const refused = page.waitForEvent('requestfailed', (request) => request.url().includes('/PrintHeader-'));
    await page.goto(`${server.url}/instructions/AVN-R110/en/INS-000001`);
    await refused;

    await page.unroute(chunk, refuse);
    await expect
      .poll(async () => {
        await page.clock.fastForward(DEFAULT_TIMEOUT_MS);
        return page.getByTestId('print-header').count();
      })
      .toBe(1);
    expect(await page.getByRole('heading', { name: 'Getting started' }).isVisible()).toBe(true);
    expect(await page.getByText('Something went wrong').count()).toBe(0);
  });

  it('keeps autocomplete quiet: the field stays a plain input', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/`);
    await hangApi(page, hanging);
    const field = page.getByRole('combobox', { name: 'Article number' });
    await field.fill('avn-r13');
    await field.pressSequentially('0');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/instructions/AVN-R130/en');
  });
});

describe('a stopped server', () => {
  it('keeps what was seen usable and never says "not found" for an outage', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.goto(`${server.url}/instructions/AVN-R110/en`);
    await page.getByRole('link', { name: /Soundbar quick start/ }).click();
    await page.getByRole('heading', { name: 'Getting started' }).waitFor();
    await page.getByRole('button', { name: 'Back to instructions' }).click();
    await page.getByRole('link', { name: /Soundbar quick start/ }).waitFor();

    await server.stop();

    // Seen pages come from the cache.
    await page.getByRole('link', { name: /Soundbar quick start/ }).click();
    await page.getByRole('heading', { name: 'Getting started' }).waitFor();
    await page.goBack();
    await page.getByRole('link', { name: /Soundbar quick start/ }).waitFor();
    expect(await page.locator('.app-header-brand svg').isVisible()).toBe(true);

    // An instruction never seen: the outage state, not "Instruction not found".
    await page.getByRole('link', { name: /No sound from the soundbar/ }).click();
    await page.getByRole('heading', { name: OUTAGE_TITLE }).waitFor();
    expect(await page.getByText('Instruction not found').count()).toBe(0);

    // A new search for a valid product: the outage state, not "Article Number Not Found".
    await page.getByRole('button', { name: 'New search' }).first().click();
    await page.waitForURL(/\/$/);
    await page.getByRole('combobox', { name: 'Article number' }).fill('AVN-R130');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: OUTAGE_TITLE }).waitFor();
    expect(await page.getByText('Article Number Not Found').count()).toBe(0);
    await page.getByRole('button', { name: 'Try again' }).waitFor();

    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await screenshot(page, `outage-${size.name}`);
    }

    // In another language the outage text is translated.
    await page.getByLabel('Language').selectOption('de');
    await page.getByRole('heading', { name: 'Die Bibliothek ist gerade nicht erreichbar' }).waitFor();
  });
});

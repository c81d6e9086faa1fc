import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser';
import { hangApi, releaseApi, startHangingServer, type HangingServer } from '../support/hanging-server';
import { removeDataDir, startServerProcess, type ServerProcess } from '../support/server-process';

const builtRenderer = path.resolve(import.meta.dirname, '../../dist/renderer/index.html');
const OUTAGE_TITLE = 'The library cannot be reached right now';
const SIZES = [
  { name: 'kiosk-portrait', width: 1080, height: 1920 },
  { name: 'kiosk-landscape', width: 1920, height: 1080 },
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 360, height: 740 },
];

let browser: Browser;
let hanging: HangingServer;

beforeAll(async () => {
  if (!existsSync(builtRenderer)) throw new Error('Build the renderer first: npx vite build');
  browser = await launchBrowser();
  hanging = await startHangingServer();
});

afterAll(async () => {
  await browser?.close();
  await hanging?.close();
});

describe('a server that accepts connections and never answers', () => {
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServerProcess();
  });

  afterAll(async () => {
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  it('times out into the outage state, retries on request and recovers', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: 'Find Your Instructions' }).waitFor();
    await hangApi(page, hanging);

    await page.getByRole('combobox', { name: 'Article number' }).fill('AVN-R110');
    await page.getByRole('button', { name: 'Find Instructions' }).click();
    await page.waitForURL('**/instructions/AVN-R110/en');
    // The request really went to the hung server, and the page gives up after its time limit.
    await expect.poll(() => hanging.accepted()).toBeGreaterThan(0);
    await page.getByRole('heading', { name: OUTAGE_TITLE }).waitFor({ timeout: 20_000 });
    expect(await page.getByText('Article Number Not Found').count()).toBe(0);
    await expect.poll(() => page.locator('.app-header-brand svg').isVisible()).toBe(true);
    await screenshot(page, 'outage-hung-server-list');

    // The server answers again: Retry shows the list.
    await releaseApi(page);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Product: AVN-R110' }).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: /Soundbar quick start/ }).waitFor();
    await page.close();
  });

  it('recovers by itself with the quiet retry once the server answers again', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await hangApi(page, hanging);
    await page.goto(`${server.url}/instructions/AVN-R120/en`);
    await page.getByRole('heading', { name: OUTAGE_TITLE }).waitFor({ timeout: 20_000 });
    await releaseApi(page);
    // No click: the back-off retry finds the server again.
    await page.getByRole('heading', { name: 'Product: AVN-R120' }).waitFor({ timeout: 40_000 });
    await page.close();
  });

  it('shows the outage state on a single instruction instead of "Loading instruction..." forever', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await hangApi(page, hanging);
    await page.goto(`${server.url}/instructions/AVN-R110/en/INS-000001`);
    await page.getByRole('heading', { name: OUTAGE_TITLE }).waitFor({ timeout: 20_000 });
    expect(await page.getByText('Instruction not found').count()).toBe(0);
    await page.close();
  });

  it('keeps autocomplete quiet: the field stays a plain input', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.goto(`${server.url}/`);
    await hangApi(page, hanging);
    const field = page.getByRole('combobox', { name: 'Article number' });
    await field.fill('avn-r13');
    await field.pressSequentially('0');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/instructions/AVN-R130/en');
    await page.close();
  });
});

describe('a stopped server', () => {
  let server: ServerProcess;
  let page: Page;

  beforeAll(async () => {
    server = await startServerProcess();
    page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  });

  afterAll(async () => {
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  it('keeps what was seen usable and never says "not found" for an outage', async () => {
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

import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { KioskBridgeSettings } from '../../common/kiosk-bridge';
import type { TestServer } from '../api/support/api-server';
import { screenshot } from '../support/browser';
import { useEndToEnd } from '../support/e2e-fixture';

/**
 * Every page runs on Playwright's clock: the tests move time forward past the idle time instead of
 * waiting for it, so a slow machine can neither make them wait nor make them fail. Time still flows
 * on its own in between, far too slowly to reach this idle time during a test.
 */
const IDLE_MS = 120_000;

let server: TestServer;
let browser: Browser;

/**
 * A page as the kiosk window shows it: window.kiosk defined before any page script runs, the way
 * the Electron preload defines it (exitKiosk answers like the main process does for a visitor).
 */
async function openKiosk(urlPath: string, settings: Partial<KioskBridgeSettings> = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const bridge: KioskBridgeSettings = {
    mode: 'kiosk',
    idleMs: IDLE_MS,
    defaultLanguage: 'de',
    lanUrls: [],
    ...settings,
  };
  await context.clock.install();
  await context.addInitScript((value) => {
    Object.defineProperty(window, 'kiosk', {
      value: Object.freeze({
        settings: value,
        exitKiosk: () =>
          Promise.resolve({ ok: false, message: 'Sign in as an administrator to leave kiosk mode.' }),
      }),
    });
  }, bridge);
  const page = await context.newPage();
  await page.goto(`${server.url}${urlPath}`);
  return page;
}

async function openBrowser(urlPath: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.clock.install();
  const page = await context.newPage();
  await page.goto(`${server.url}${urlPath}`);
  return page;
}

function pathOf(page: Page): string {
  return decodeURIComponent(new URL(page.url()).pathname);
}

/**
 * A visitor reading a manual: touches the screen, then reads for most of the idle time, three
 * times over, so far more than the idle time passes in all.
 */
async function keepBusy(page: Page): Promise<void> {
  for (let step = 0; step < 3; step++) {
    await page.mouse.move(100 + step * 20, 300);
    await page.clock.fastForward(IDLE_MS - 10_000);
  }
}

describe('kiosk idle reset', () => {
  const e2e = useEndToEnd({ demo: true });
  beforeAll(() => {
    ({ server, browser } = e2e);
  });

  it('starts in the kiosk’s default language', async () => {
    const page = await openKiosk('/');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Finden Sie Ihre Anleitungen' }).isVisible())
      .toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
  });

  it('returns to an empty home page in the default language after the idle time, not while in use', async () => {
    const page = await openKiosk('/');
    const field = page.getByRole('combobox', { name: 'Artikelnummer' });
    await field.fill('AVN-R110');
    await page.locator('#search-language').selectOption('fr');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('fr');
    await page.locator('.search-card:not(.word-search-card) button[type="submit"]').click();
    await expect.poll(() => pathOf(page)).toBe('/instructions/AVN-R110/fr');

    await keepBusy(page);
    expect(pathOf(page)).toBe('/instructions/AVN-R110/fr');
    await screenshot(page, 'kiosk-idle-before-reset');

    await page.clock.fastForward(IDLE_MS);
    await expect.poll(() => pathOf(page)).toBe('/');
    const home = page.getByRole('heading', { name: 'Finden Sie Ihre Anleitungen' });
    await expect.poll(() => home.isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.getByRole('combobox', { name: 'Artikelnummer' }).inputValue()).toBe('');
    await screenshot(page, 'kiosk-idle-after-reset');
  });

  it('empties the search field of a visitor who walked away from the home page', async () => {
    const page = await openKiosk('/');
    // By id: its accessible name changes with the language.
    const field = page.locator('#article-number');
    await field.fill('AVN');
    await page.locator('#search-language').selectOption('es');
    await page.clock.fastForward(IDLE_MS - 10_000);
    expect(await field.inputValue()).toBe('AVN');
    await page.clock.fastForward(10_000);
    await expect.poll(() => field.inputValue()).toBe('');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
    expect(pathOf(page)).toBe('/');
  });

  it('signs an admin out when the kiosk falls idle', async () => {
    const page = await openKiosk('/auth');
    const register = await page.request.post(`${server.url}/api/register`, {
      data: { username: 'kioskadmin', password: 'correct horse' },
      headers: { Origin: server.url },
    });
    expect(register.status()).toBe(201);
    expect((await page.request.get(`${server.url}/api/user`)).status()).toBe(200);
    await page.goto(`${server.url}/admin/categories`);
    await expect
      .poll(() => page.getByRole('button', { name: 'Kioskmodus verlassen' }).isVisible())
      .toBe(true);
    await screenshot(page, 'kiosk-admin-leave-button');

    await page.getByRole('button', { name: 'Kioskmodus verlassen' }).click();
    await expect
      .poll(() => page.getByText('Sign in as an administrator to leave kiosk mode.').isVisible())
      .toBe(true);

    await page.clock.fastForward(IDLE_MS);
    await expect.poll(() => pathOf(page)).toBe('/');
    await expect.poll(async () => (await page.request.get(`${server.url}/api/user`)).status()).toBe(401);
  });

  it('opens the sign-in page after five quick taps in the top-left corner, and not after four', async () => {
    const page = await openKiosk('/');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Finden Sie Ihre Anleitungen' }).isVisible())
      .toBe(true);
    // The page's clock stands still for the taps: all five fall within the series' few seconds
    // however slowly a loaded machine delivers them.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    for (let tap = 0; tap < 4; tap++) await page.mouse.click(40, 20);
    // A completing tap navigates within its click handler, so the page's own address tells at once.
    expect(await page.evaluate(() => location.pathname)).toBe('/');
    await page.mouse.click(40, 20);
    await expect.poll(() => pathOf(page)).toBe('/auth');
  });

  it('shows where the library is reachable on the network when LAN serving is on', async () => {
    const page = await openKiosk('/', { lanUrls: ['http://192.168.1.20:8080'] });
    await expect.poll(() => page.getByText('Netzwerk: http://192.168.1.20:8080').isVisible()).toBe(true);
  });

  it('leaves ordinary browsers alone', async () => {
    const page = await openBrowser('/');
    const field = page.getByRole('combobox', { name: 'Article number' });
    await field.fill('AVN');
    await page.clock.fastForward(IDLE_MS * 2);
    expect(await field.inputValue()).toBe('AVN');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.getByRole('button', { name: 'Leave kiosk mode' }).count()).toBe(0);
  });
});

import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_KIOSK_CHANNEL } from '../../common/kiosk-bridge';
import type { CookiePair } from '../../electron/session-check';
import { screenshot } from '../support/browser';
import { isDestroyed, isFocus, isFork, isLoad, isWindow, MainProcess, type AppLayout } from './main-process';
import { useBrowser } from '../support/e2e-fixture';

/** Signs up the first admin on a fresh library, as the sign-in page would, and returns the session cookie. */
async function registerAdmin(serverUrl: string): Promise<CookiePair[]> {
  const response = await fetch(new URL('/api/register', serverUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: new URL(serverUrl).origin },
    body: JSON.stringify({ username: 'boss', password: 'correct horse battery' }),
  });
  expect(response.status).toBe(201);
  return response.headers.getSetCookie().map((cookie) => {
    const [pair = ''] = cookie.split(';');
    const [name = '', ...value] = pair.split('=');
    return { name, value: value.join('=') };
  });
}

async function expectKioskPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect
    .poll(() => page.getByRole('heading', { name: 'Find Your Instructions' }).isVisible(), {
      timeout: 20_000,
    })
    .toBe(true);
}

/**
 * The built main process, run in Node against the stand-in `electron` module of tests/electron-standin:
 * everything but Electron itself is real (the server bundle in a forked process, its database, the
 * pages in Chromium).
 */
export function describeMainProcess(name: string, layout: () => AppLayout): void {
  describe(`the built main process (${name})`, () => {
    let userData: string;
    let main: MainProcess;
    const others: MainProcess[] = [];
    let browser: Browser;
    let page: Page;
    let kioskWindow = 0;
    let serverUrl = '';

    const shared = useBrowser();
    beforeAll(async () => {
      const { appPath } = layout();
      if (!existsSync(path.join(appPath, 'dist-electron/main.js')))
        throw new Error(
          `No dist-electron/main.js in ${appPath}: build the Electron bundles first (npm run build).`,
        );
      userData = mkdtempSync(path.join(tmpdir(), 'desktop-main-'));
      main = new MainProcess(layout(), userData);
      browser = shared.browser;
      page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
      // Starting the app is setup: on a busy machine it can take most of a test's time limit.
      await main.waitFor(isLoad, 'page load', 0, 110_000);
    });

    afterAll(() => {
      for (const process of [main, ...others]) process.kill();
      rmSync(userData, { recursive: true, force: true });
    });

    it('starts the real server bundle and opens a kiosk window on it; the page renders', async () => {
      const window = await main.waitFor(isWindow, 'window');
      expect(window.kiosk).toBe(true);
      const load = await main.waitFor(isLoad, 'page load');
      kioskWindow = load.id;
      serverUrl = load.url;
      expect(serverUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      await expectKioskPage(page, serverUrl);
      await screenshot(page, `desktop-main-${name.replace(/\W+/g, '-')}-kiosk`);
    });

    it('keeps the kiosk window open against the window manager and the escape keys', async () => {
      expect(await main.command({ type: 'close', id: kioskWindow })).toEqual({ closed: false });
      const escapes = [
        { key: 'F4', alt: true },
        { key: 'w', control: true },
        { key: 'q', control: true },
        { key: 'Meta', meta: true },
        { key: 'F11' },
      ];
      for (const input of escapes)
        expect(await main.command({ type: 'key', id: kioskWindow, input })).toEqual({ prevented: true });
      expect(await main.command({ type: 'key', id: kioskWindow, input: { key: 'a' } })).toEqual({
        prevented: false,
      });
      expect(main.events.some((event) => isDestroyed(event) && event.id === kioskWindow)).toBe(false);
    });

    it('hands a second instance over to the first, which comes to the front', async () => {
      const second = new MainProcess(layout(), userData);
      others.push(second);
      expect(await second.exited).toBe(0);
      expect(second.events.some(isWindow)).toBe(false);
      const focus = await main.waitFor(isFocus, 'focus of the first window');
      expect(focus.id).toBe(kioskWindow);
    });

    it('restarts the server when its process dies, and the window follows it', async () => {
      const { pid } = await main.waitFor(isFork, 'server fork');
      const before = main.events.length;
      process.kill(pid, 'SIGKILL');
      const restarted = await main.waitFor(isFork, 'restarted server', before);
      expect(restarted.pid).not.toBe(pid);
      const reload = await main.waitFor(isLoad, 'reload on the new server', before);
      expect(reload.id).toBe(kioskWindow);
      serverUrl = reload.url;
      await expectKioskPage(page, serverUrl);
    });

    it('leaves kiosk mode only for a confirmed admin session', async () => {
      const refused = { ok: false, message: 'Sign in as an administrator to leave kiosk mode.' };
      const invoke = (cookies: CookiePair[]) =>
        main.command({ type: 'invoke', id: kioskWindow, channel: EXIT_KIOSK_CHANNEL, cookies });
      expect(await invoke([])).toEqual(refused);
      expect(await invoke([{ name: 'connect.sid', value: 's%3Aforged.signature' }])).toEqual(refused);

      const cookies = await registerAdmin(serverUrl);
      const before = main.events.length;
      expect(await invoke(cookies)).toEqual({ ok: true });
      const adminWindow = await main.waitFor(isWindow, 'admin window', before);
      expect(adminWindow.kiosk).toBe(false);
      const adminLoad = await main.waitFor(isLoad, 'admin page', before);
      expect(new URL(adminLoad.url).pathname).toBe('/admin');
      await main.waitFor(
        (event): event is Extract<typeof event, { type: 'destroyed' }> =>
          isDestroyed(event) && event.id === kioskWindow,
        'kiosk window closing',
        before,
      );
    });

    it('closes the admin window normally, quits and leaves a checkpointed database', async () => {
      const wal = path.join(userData, 'library', 'library.db-wal');
      // Registering wrote to the WAL, so an empty WAL afterwards means the quit checkpointed it.
      expect(statSync(wal).size).toBeGreaterThan(0);
      const adminWindow = main.events.filter(isWindow).at(-1);
      expect(await main.command({ type: 'close', id: adminWindow?.id ?? 0 })).toEqual({ closed: true });
      expect(await main.exited).toBe(0);
      expect(existsSync(wal) ? statSync(wal).size : 0).toBe(0);
      expect(existsSync(path.join(userData, 'library', 'library.db'))).toBe(true);
    });
  });
}

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExitKioskResult, KioskBridge } from '../../common/kiosk-bridge';
import { screenshot } from '../support/browser';

/**
 * The packaged app's executable (ELECTRON_SMOKE_APP, e.g. release/linux-unpacked/instruction-library),
 * launched for real and driven over Chromium's DevTools protocol: Playwright's `_electron` needs the
 * Node inspector, which the package's fuses switch off, so the test drives the shipped executable
 * the way it ships.
 */
const executable = process.env.ELECTRON_SMOKE_APP;
const skipReason =
  executable && existsSync(executable)
    ? undefined
    : 'Electron smoke test skipped: no packaged Electron app (the Electron binary cannot be downloaded here; CI sets ELECTRON_SMOKE_APP after npm run dist).';
if (skipReason) console.warn(skipReason);

const PRODUCT_NAME = 'Instruction Library';

/** Where Electron puts the app's user-data folder, given the environment the test starts it with. */
function userDataFolder(home: string): string {
  if (process.platform === 'win32') return path.join(home, PRODUCT_NAME);
  if (process.platform === 'darwin')
    return path.join(homedir(), 'Library', 'Application Support', PRODUCT_NAME);
  return path.join(home, PRODUCT_NAME);
}

function devToolsEndpoint(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`No DevTools endpoint within 90 s:\n${output}`)), 90_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.on('exit', (code) => reject(new Error(`The app exited (${code}) before it was ready:\n${output}`)));
  });
}

async function serverPage(browser: Browser, pathname: string): Promise<Page> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const page = browser
      .contexts()
      .flatMap((context) => context.pages())
      .find(
        (candidate) =>
          candidate.url().startsWith('http://127.0.0.1') && new URL(candidate.url()).pathname === pathname,
      );
    if (page) return page;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`No window on ${pathname}`);
}

describe.skipIf(skipReason !== undefined)(skipReason ?? 'the packaged desktop app in real Electron', () => {
  let home: string;
  let app: ChildProcess;
  let exited: Promise<number | null>;
  let browser: Browser;
  let kiosk: Page;

  beforeAll(async () => {
    home = mkdtempSync(path.join(tmpdir(), 'electron-smoke-'));
    app = spawn(
      executable ?? '',
      [
        '--remote-debugging-port=0',
        // CI runners on Ubuntu 23.10+ restrict the user namespaces an AppImage's sandbox needs.
        ...(process.env.ELECTRON_SMOKE_NO_SANDBOX ? ['--no-sandbox'] : []),
      ],
      { env: { ...process.env, XDG_CONFIG_HOME: home, APPDATA: home }, stdio: ['ignore', 'inherit', 'pipe'] },
    );
    exited = new Promise((resolve) => app.on('exit', (code) => resolve(code)));
    browser = await chromium.connectOverCDP(await devToolsEndpoint(app));
    kiosk = await serverPage(browser, '/');
  });

  afterAll(async () => {
    await browser?.close().catch(() => undefined);
    if (app?.exitCode === null) app.kill();
    rmSync(home, { recursive: true, force: true });
  });

  it('opens the kiosk page with its bridge', async () => {
    await expect
      .poll(() => kiosk.getByRole('heading', { name: 'Find Your Instructions' }).isVisible(), {
        timeout: 60_000,
      })
      .toBe(true);
    const mode = await kiosk.evaluate(
      () => (window as unknown as { kiosk?: KioskBridge }).kiosk?.settings.mode,
    );
    expect(mode).toBe('kiosk');
    await screenshot(kiosk, 'desktop-electron-kiosk');
  });

  it('stays open through Alt+F4, Ctrl+W and a close from the page', async () => {
    await kiosk.keyboard.press('Alt+F4');
    await kiosk.keyboard.press('Control+W');
    await kiosk.evaluate(() => window.close());
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(kiosk.isClosed()).toBe(false);
    expect(app.exitCode).toBeNull();
  });

  it('leaves kiosk mode for an admin, whose window closes and quits the app with the database checkpointed', async () => {
    const refused = await kiosk.evaluate(() =>
      (window as unknown as { kiosk: KioskBridge }).kiosk.exitKiosk(),
    );
    expect(refused.ok).toBe(false);
    const registered = await kiosk.evaluate(async () => {
      const response = await fetch('/api/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'boss', password: 'correct horse battery' }),
      });
      return response.status;
    });
    expect(registered).toBe(201);
    const left: ExitKioskResult = await kiosk.evaluate(() =>
      (window as unknown as { kiosk: KioskBridge }).kiosk.exitKiosk(),
    );
    expect(left).toEqual({ ok: true });
    const admin = await serverPage(browser, '/admin');
    await admin.evaluate(() => window.close());
    expect(await exited).toBe(0);
    const library = path.join(userDataFolder(home), 'library');
    const wal = path.join(library, 'library.db-wal');
    expect(existsSync(path.join(library, 'library.db'))).toBe(true);
    expect(existsSync(wal) ? statSync(wal).size : 0).toBe(0);
  });
});

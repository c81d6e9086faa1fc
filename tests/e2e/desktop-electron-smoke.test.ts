import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { _electron, type ElectronApplication, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KioskBridge } from '../../common/kiosk-bridge';
import { screenshot } from '../support/browser';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const electronDir = path.join(repoRoot, 'node_modules/electron');

/**
 * The Electron binary the npm package downloaded, found without requiring the package: since
 * Electron 42, requiring it downloads the binary on the spot.
 */
function electronBinary(): string | undefined {
  const pathFile = path.join(electronDir, 'path.txt');
  if (!existsSync(pathFile)) return undefined;
  const binary = path.join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : undefined;
}

/**
 * The packaged app (ELECTRON_SMOKE_APP: a release's resources/app.asar, which holds better-sqlite3
 * rebuilt for Electron), or the repository after `npm run build`. It runs under the npm Electron
 * binary: the packaged executable's fuses switch off the inspector Playwright drives Electron with.
 */
const appPath = process.env.ELECTRON_SMOKE_APP ?? repoRoot;
const binary = electronBinary();
const skipReason = binary
  ? undefined
  : 'Electron smoke test skipped: no Electron binary in node_modules/electron/dist (npm install does not download it; run `npx install-electron` on a machine with internet).';
if (skipReason) console.warn(skipReason);

describe.skipIf(skipReason !== undefined)(skipReason ?? 'the desktop app in real Electron', () => {
  let home: string;
  let app: ElectronApplication;
  let page: Page;
  let userData = '';

  beforeAll(async () => {
    home = mkdtempSync(path.join(tmpdir(), 'electron-smoke-'));
    app = await _electron.launch({
      executablePath: binary,
      // CI runners without a usable Chromium sandbox (Ubuntu 23.10+ AppArmor) set ELECTRON_SMOKE_NO_SANDBOX.
      args: [...(process.env.ELECTRON_SMOKE_NO_SANDBOX ? ['--no-sandbox'] : []), appPath],
      // A fresh user-data folder: Linux and Windows derive it from these.
      env: { ...process.env, XDG_CONFIG_HOME: home, APPDATA: home },
      timeout: 90_000,
    });
    userData = await app.evaluate(({ app: electronApp }) => electronApp.getPath('userData'));
    page = await app.firstWindow({ timeout: 90_000 });
  });

  afterAll(async () => {
    if (app) await app.close().catch(() => undefined);
    rmSync(home, { recursive: true, force: true });
  });

  it('opens the kiosk page with its bridge', async () => {
    await expect
      .poll(() => page.getByRole('heading', { name: 'Find Your Instructions' }).isVisible(), {
        timeout: 60_000,
      })
      .toBe(true);
    const settings = await page.evaluate(
      () => (window as unknown as { kiosk?: KioskBridge }).kiosk?.settings.mode,
    );
    expect(settings).toBe('kiosk');
    await screenshot(page, 'desktop-electron-kiosk');
  });

  it('stays open through Alt+F4, Ctrl+W and a window-manager close', async () => {
    await page.keyboard.press('Alt+F4');
    await page.keyboard.press('Control+W');
    await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.close());
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(page.isClosed()).toBe(false);
    expect(await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length)).toBe(1);
  });

  it('quits when the app is told to and leaves the database checkpointed', async () => {
    const closed = new Promise<void>((resolve) => app.once('close', () => resolve()));
    await app.evaluate(({ app: electronApp }) => electronApp.quit());
    await closed;
    const wal = path.join(userData, 'library', 'library.db-wal');
    expect(existsSync(wal) ? statSync(wal).size : 0).toBe(0);
    expect(existsSync(path.join(userData, 'library', 'library.db'))).toBe(true);
  });
});

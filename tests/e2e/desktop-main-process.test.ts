import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeMainProcess } from '../electron-standin/describe-main-process';
import { isLoad, MainProcess } from '../electron-standin/main-process';
import { screenshot } from '../support/browser';
import { useBrowser } from '../support/e2e-fixture';

const repoRoot = path.resolve(import.meta.dirname, '../..');

describeMainProcess('repository layout', () => ({ appPath: repoRoot }));

describe('the built main process when the server cannot start', () => {
  let userData: string;
  let main: MainProcess;
  let browser: Browser;

  const shared = useBrowser();
  beforeAll(() => {
    userData = mkdtempSync(path.join(tmpdir(), 'desktop-main-broken-'));
    // A file where the data folder belongs: the server fails while opening its database.
    writeFileSync(path.join(userData, 'library'), 'not a folder');
    main = new MainProcess({ appPath: repoRoot }, userData, ['--language=de']);
    browser = shared.browser;
  });

  afterAll(() => {
    main.kill();
    rmSync(userData, { recursive: true, force: true });
  });

  it('shows the reason, the last lines of the server log and where it is, in the kiosk language', async () => {
    const load = await main.waitFor(isLoad, 'error page');
    expect(load.url).toMatch(/^data:text\/html/);
    const logPath = path.join(userData, 'logs', 'server.log');
    expect(readFileSync(logPath, 'utf8')).toMatch(/EEXIST|ENOTDIR/);

    const page = await browser.newPage({ viewport: { width: 900, height: 600 } });
    await page.goto(load.url);
    const text = await page.locator('main').innerText();
    expect(text).toContain('Die Anleitungsbibliothek konnte nicht starten');
    expect(text).toContain('Letzte Zeilen des Serverprotokolls');
    expect(text).toMatch(/EEXIST|ENOTDIR/);
    expect(text).toContain(`Serverprotokoll: ${logPath}`);
    await screenshot(page, 'desktop-main-start-failure');
  });
});

import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

// Debian's headless shell is the same Chromium engine without the desktop browser around it, and
// takes half the CPU of the full browser over the end-to-end tests. The full browser works too.
const executablePath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ??
  '/usr/bin/chromium';

/** Where end-to-end tests save their screenshots (kept as CI artifacts). */
export const artifactsDir = path.resolve(import.meta.dirname, '../../test-results/screenshots');

/**
 * Debian's Chromium, headless, with the flags this closed network needs (see ARCHITECTURE.md).
 * Playwright gives every launch a fresh temporary profile of its own.
 */
async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  keepContextsOnLoopback(browser);
  return browser;
}

let shared: Promise<Browser> | undefined;

/**
 * One Chromium for all the files a test worker runs (the end-to-end files share the worker's
 * modules), launched by the first: a launch costs a second or more of CPU on a busy machine.
 * Playwright ends it when the worker exits. Files close the contexts they open, never this browser.
 */
export function sharedBrowser(): Promise<Browser> {
  shared ??= launchBrowser();
  return shared.then((browser) => {
    if (browser.isConnected()) return browser;
    shared = launchBrowser();
    return shared;
  });
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Hostile test content makes the browser try internal and external addresses; every context of
 * this browser (also the one `browser.newPage` makes) aborts whatever is not for this machine.
 */
function keepContextsOnLoopback(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>): Promise<BrowserContext> => {
    const context = await newContext(...args);
    await context.route(
      (url) => (url.protocol === 'http:' || url.protocol === 'https:') && !LOOPBACK_HOSTS.has(url.hostname),
      (route) => route.abort('blockedbyclient'),
    );
    return context;
  };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
}

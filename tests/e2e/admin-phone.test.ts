import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser';
import { removeDataDir, startServerProcess, type ServerProcess } from '../support/server-process';

const builtRenderer = path.resolve(import.meta.dirname, '../../dist/renderer/index.html');

// A phone on the LAN.
const PHONE = { width: 360, height: 740 };

// The admin screens of the editing area, with what to wait for (the demo catalogue fills them).
const SCREENS: { urlPath: string; ready: string }[] = [
  { urlPath: '/admin/dashboard', ready: '.dashboard-count-value' },
  { urlPath: '/admin/categories', ready: 'tbody tr' },
  { urlPath: '/admin/instructions', ready: 'tbody tr a' },
  { urlPath: '/admin/instructions/new', ready: '#content-en' },
  { urlPath: '/admin/instructions/1', ready: '#content-en' },
  { urlPath: '/admin/media-gallery', ready: '.media-card' },
];

let server: ServerProcess;
let browser: Browser;
let context: BrowserContext;
let page: Page;

describe('admin screens at 360px', () => {
  beforeAll(async () => {
    if (!existsSync(builtRenderer)) throw new Error('Build the renderer first: npx vite build');
    server = await startServerProcess();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: PHONE });
    page = await context.newPage();
    const registered = await page.request.post(`${server.url}/api/register`, {
      data: { username: 'phone', password: 'secret-pass' },
    });
    expect(registered.status()).toBe(201);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  it.each(SCREENS)(
    '$urlPath fits the width and no label breaks letter by letter',
    async ({ urlPath, ready }) => {
      await page.goto(`${server.url}${urlPath}`);
      await page.locator(ready).first().waitFor();
      await page.locator('.bp6-skeleton').first().waitFor({ state: 'detached' });
      await screenshot(page, `admin-360${urlPath.replaceAll('/', '-')}`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      // A label broken letter by letter makes its button or header cell many lines high.
      const tallest = await page.evaluate(() =>
        Math.max(
          0,
          ...Array.from(document.querySelectorAll('.admin-main button, .admin-main th')).map(
            (element) => element.getBoundingClientRect().height,
          ),
        ),
      );
      expect(tallest).toBeLessThan(60);
    },
  );
});

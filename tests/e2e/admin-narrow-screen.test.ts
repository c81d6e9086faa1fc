import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser';
import { removeDataDir, startServerProcess, type ServerProcess } from '../support/server-process';

const builtRenderer = path.resolve(import.meta.dirname, '../../dist/renderer/index.html');

// The spec's tablet width: admins also work on a 768px wide screen.
const NARROW = { width: 768, height: 800 };

// Every admin screen, with what to wait for before measuring (the demo catalogue fills them).
const SCREENS: { urlPath: string; ready: string }[] = [
  { urlPath: '/admin/dashboard', ready: '.dashboard-count-value' },
  { urlPath: '/admin/categories', ready: 'tbody tr' },
  { urlPath: '/admin/instructions', ready: 'tbody tr a' },
  { urlPath: '/admin/instructions/new', ready: '#content-en' },
  { urlPath: '/admin/instructions/1', ready: '#content-en' },
  { urlPath: '/admin/article-numbers', ready: 'tbody tr' },
  { urlPath: '/admin/media-gallery', ready: '.media-card' },
];

let server: ServerProcess;
let browser: Browser;
let context: BrowserContext;
let page: Page;

describe('admin screens at 768px', () => {
  beforeAll(async () => {
    if (!existsSync(builtRenderer)) throw new Error('Build the renderer first: npx vite build');
    server = await startServerProcess();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: NARROW });
    page = await context.newPage();
    // The first admin through the API: the sign-in screens are covered by admin-flow.test.ts.
    const registered = await page.request.post(`${server.url}/api/register`, {
      data: { username: 'narrow', password: 'secret-pass' },
    });
    expect(registered.status()).toBe(201);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  it.each(SCREENS)('$urlPath fits the width without a sideways scroll', async ({ urlPath, ready }) => {
    await page.goto(`${server.url}${urlPath}`);
    await page.locator(ready).first().waitFor();
    await page.locator('.bp6-skeleton').first().waitFor({ state: 'detached' });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    await screenshot(page, `admin-768${urlPath.replaceAll('/', '-')}`);
    expect(overflow).toBe(0);
  });
});

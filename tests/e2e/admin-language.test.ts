import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { removeDataDir, startServerProcess, type ServerProcess } from '../support/server-process';

const builtRenderer = path.resolve(import.meta.dirname, '../../dist/renderer/index.html');

let server: ServerProcess;
let browser: Browser;
let context: BrowserContext;
let page: Page;

describe('the admin language switch', () => {
  beforeAll(async () => {
    if (!existsSync(builtRenderer)) throw new Error('Build the renderer first: npx vite build');
    server = await startServerProcess({ args: ['--no-demo'] });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    const registered = await page.request.post(`${server.url}/api/register`, {
      data: { username: 'polyglot', password: 'secret-pass' },
    });
    expect(registered.status()).toBe(201);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  it('keeps the chosen language across a reload of an admin page', async () => {
    await page.goto(`${server.url}/admin/categories`);
    await page.getByRole('heading', { name: 'Categories' }).waitFor();
    await page.locator('.admin-sidebar select').selectOption('de');
    await page.getByRole('heading', { name: 'Kategorien' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Kategorien' }).waitFor();
    await page.getByRole('button', { name: 'Kategorie hinzufügen' }).waitFor();
    expect(await page.locator('.admin-sidebar select').inputValue()).toBe('de');
  });

  it('leaves the public pages to start in their own default language', async () => {
    await page.goto(`${server.url}/`);
    await page.getByText('Find Your Instructions').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });
});

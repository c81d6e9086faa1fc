import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser';
import { removeDataDir, startServerProcess, type ServerProcess } from '../support/server-process';

const builtRenderer = path.resolve(import.meta.dirname, '../../dist/renderer/index.html');
const ADMIN = { username: 'keeper', password: 'secret-pass' };

let server: ServerProcess;
let browser: Browser;
let context: BrowserContext;
let page: Page;

describe('a session that ends while an admin screen is open', () => {
  beforeAll(async () => {
    if (!existsSync(builtRenderer)) throw new Error('Build the renderer first: npx vite build');
    server = await startServerProcess({ args: ['--no-demo'] });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    const registered = await page.request.post(`${server.url}/api/register`, { data: ADMIN });
    expect(registered.status()).toBe(201);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  it('says so, offers the sign-in page in a new tab and keeps what was typed', async () => {
    await page.goto(`${server.url}/admin/categories`);
    await page.getByText('No categories found.').waitFor();
    await page.getByRole('button', { name: 'Add Category' }).click();
    await page.getByLabel('Name').fill('Mounting');
    // The session ends on the server side (expiry, or a sign-out in another tab).
    await context.clearCookies();
    await page.getByRole('button', { name: 'Create', exact: true }).click();

    const toast = page.locator('.bp6-toast').filter({ hasText: 'Your session has ended' });
    await toast.waitFor();
    await screenshot(page, 'admin-session-ended');
    const signIn = toast.locator('a', { hasText: 'Sign in' });
    expect(await signIn.getAttribute('href')).toBe('/auth');
    expect(await signIn.getAttribute('target')).toBe('_blank');
    expect(await page.getByLabel('Name').inputValue()).toBe('Mounting');

    // Signed in again (as in that new tab), the same click goes through.
    const signedIn = await page.request.post(`${server.url}/api/login`, { data: ADMIN });
    expect(signedIn.status()).toBe(200);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.locator('.bp6-toast').filter({ hasText: 'Category created successfully' }).waitFor();
    await page.locator('tbody tr').filter({ hasText: 'Mounting' }).waitFor();
  });
});

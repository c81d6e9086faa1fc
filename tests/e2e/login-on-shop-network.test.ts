import { networkInterfaces } from 'node:os';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { contextReaching, screenshot } from '../support/browser';
import { useEndToEnd } from '../support/e2e-fixture';
import type { ServerProcess } from '../support/server-process';

const ADMIN = { username: 'keeper', password: 'secret-pass' };

/** This machine's own network address: opening the server there makes the browser a LAN visitor. */
const lanAddress = Object.values(networkInterfaces())
  .flatMap((entries) => entries ?? [])
  .find((entry) => entry.family === 'IPv4' && !entry.internal)?.address;

let server: ServerProcess;
let context: BrowserContext;
let page: Page;

describe('the sign-in page on a shop network', () => {
  const e2e = useEndToEnd({
    process: { args: ['--no-demo', '--lan'] },
    context: { viewport: { width: 1280, height: 800 } },
  });
  let lanPage: Page;
  beforeAll(async () => {
    ({ server, context, page } = e2e);
    if (lanAddress) {
      const lanContext = await e2e.browser.newContext({
        viewport: { width: 1280, height: 800 },
        ...(await contextReaching(lanAddress)),
      });
      lanPage = await lanContext.newPage();
    }
  });

  it.skipIf(lanAddress === undefined)(
    'tells a LAN visitor of a fresh library where the first admin is created, in their language',
    async () => {
      const lanUrl = `http://${lanAddress}:${new URL(server.url).port}`;
      await lanPage.goto(`${lanUrl}/auth`);
      await lanPage.getByRole('heading', { name: 'No administrator yet' }).waitFor();
      await expect(lanPage.getByRole('status').textContent()).resolves.toContain('npm run admin -- create');
      expect(await lanPage.getByRole('button', { name: 'Create Account' }).count()).toBe(0);
      await screenshot(lanPage, 'login-first-run-elsewhere');

      await lanPage.evaluate(() => localStorage.setItem('admin-language', 'de'));
      await lanPage.reload();
      await lanPage.getByRole('heading', { name: 'Noch kein Administrator' }).waitFor();
    },
  );

  it('offers the first-run form on the machine itself, then shows the wait after wrong passwords', async () => {
    await page.goto(`${server.url}/auth`);
    await page.getByRole('heading', { name: 'Create Admin Account' }).waitFor();
    const registered = await page.request.post(`${server.url}/api/register`, { data: ADMIN });
    expect(registered.status()).toBe(201);
    await context.clearCookies();

    await page.reload();
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await page.getByLabel('Username').fill(ADMIN.username);
    for (let guess = 0; guess < 3; guess += 1) {
      await page.getByLabel('Password').fill(`wrong-${guess}-pass`);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('alert').filter({ hasText: 'Invalid username or password' }).waitFor();
    }
    const throttled = page
      .getByRole('alert')
      .filter({ hasText: /Too many wrong attempts\. Please wait \d+ seconds? and try again\./ });
    // The first wait is one second: on a busy machine the next guess may come after it and be judged
    // (and refused) instead, but each refusal doubles the wait, so a later guess lands inside one.
    for (let guess = 0; guess < 5 && !(await throttled.isVisible()); guess += 1) {
      await page.getByLabel('Password').fill(`wrong-again-${guess}`);
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/login'));
      await page.getByRole('button', { name: 'Sign In' }).click();
      await answered;
    }
    await throttled.waitFor();
    await screenshot(page, 'login-throttled');
  });
});

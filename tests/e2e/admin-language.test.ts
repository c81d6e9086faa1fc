import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useEndToEnd } from '../support/e2e-fixture';
import type { ServerProcess } from '../support/server-process';

let server: ServerProcess;
let page: Page;

describe('the admin language switch', () => {
  const e2e = useEndToEnd({
    process: { args: ['--no-demo'] },
    context: { viewport: { width: 1280, height: 800 } },
    admin: { username: 'polyglot', password: 'secret-pass' },
  });
  beforeAll(() => {
    ({ server, page } = e2e);
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

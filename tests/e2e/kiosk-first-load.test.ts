import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../api/support/api-server';
import { useEndToEnd } from '../support/e2e-fixture';
import {
  FIRST_LOAD_BUDGET_KIB,
  INSTRUCTION_PAGE_BUDGET_KIB,
  measureFirstLoad,
  qrLibraryFile,
} from '../support/first-load';

let server: TestServer;
let browser: Browser;

const e2e = useEndToEnd({ demo: true, admin: true });
beforeAll(() => {
  ({ server, browser } = e2e);
});

/** Whether any stylesheet of the page has a rule for this Blueprint class. */
const HAS_RULE_FOR = `(wanted) => [...document.styleSheets].some((sheet) =>
  [...sheet.cssRules].some((rule) => rule.cssText.includes(wanted)))`;

describe('the kiosk’s first load (issue 32)', () => {
  it.each(['/', '/article/AVN-R110', '/help'])(
    '%s fetches nothing of the admin area and stays within the budget on the wire',
    async (path) => {
      const load = await measureFirstLoad(browser, `${server.url}${path}`);
      expect(load.files).toContain(path);
      expect(load.adminFiles).toEqual([]);
      // English only: another language's texts come when a visitor switches to it.
      expect(load.files.filter((file) => /^\/assets\/(de|nl|fr|it|da|es)-/.test(file))).toEqual([]);
      expect(load.bytes / 1024).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KIB);
    },
  );

  it.each([
    ['/instructions/AVN-R110/en', '.instruction-card-title'],
    ['/instructions/AVN-R110/en/INS-000001', '.instruction-content'],
  ])(
    '%s fetches nothing of the admin area nor the QR code library, and stays within its budget',
    async (path, shown) => {
      const load = await measureFirstLoad(browser, `${server.url}${path}`, shown);
      expect(load.files).toContain(path);
      expect(load.adminFiles).toEqual([]);
      // The printout's QR code is drawn when the page is printed, not when it is read.
      expect(load.files).not.toContain(qrLibraryFile());
      expect(load.bytes / 1024).toBeLessThanOrEqual(INSTRUCTION_PAGE_BUDGET_KIB);
    },
  );

  it('fetches another language’s texts from its own server on a switch, and all of them from the first touch', async () => {
    const page = await browser.newPage();
    const languageFiles: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/assets\/(en|de|nl|fr|it|da|es)-/.test(pathname)) languageFiles.push(pathname);
    });
    await page.goto(`${server.url}/`);
    const language = page.locator('#search-language');
    // Chosen without a touch (a keyboard, an assistive technology): German alone is fetched.
    await language.selectOption('de');
    await page.getByRole('button', { name: 'Anleitungen finden' }).waitFor();
    await language.selectOption('en');
    await page.getByRole('button', { name: 'Find Instructions' }).waitFor();
    await language.selectOption('de');
    await page.getByRole('button', { name: 'Anleitungen finden' }).waitFor();
    expect(languageFiles).toHaveLength(1);
    expect(languageFiles[0]).toMatch(/^\/assets\/de-/);

    await page.locator('h1').click();
    await expect
      .poll(() => languageFiles.map((file) => file.slice('/assets/'.length, 10)).sort())
      .toEqual(['da', 'de', 'es', 'fr', 'it', 'nl']);
    await page.close();
  });

  it('styles the public pages without Blueprint’s admin components', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    await page.locator('h1').first().waitFor();
    expect(await page.evaluate(`(${HAS_RULE_FOR})('.bp6-button')`)).toBe(true);
    for (const adminOnly of ['.bp6-dialog', '.bp6-menu-item', '.bp6-popover', '.bp6-html-table'])
      expect(await page.evaluate(`(${HAS_RULE_FOR})(${JSON.stringify(adminOnly)})`), adminOnly).toBe(false);
    await page.close();
  });

  it('still gives the sign-in page and the admin area the rest of Blueprint’s styles', async () => {
    // A visitor's browser, not signed in: the sign-in page's "Remember me" is Blueprint's own box,
    // the browser's checkbox hidden under it.
    const page = await browser.newPage();
    await page.goto(`${server.url}/auth`);
    const box = page.locator('.bp6-checkbox .bp6-control-indicator');
    await box.waitFor();
    expect(await box.evaluate((element) => getComputedStyle(element).display)).toBe('inline-block');
    const remember = page.locator('.bp6-checkbox input[type="checkbox"]');
    expect(await remember.evaluate((input) => getComputedStyle(input).opacity)).toBe('0');
    await page.close();

    const admin = e2e.page;
    await admin.goto(`${server.url}/admin/users`);
    const table = admin.locator('table.bp6-html-table');
    await table.waitFor();
    expect(await table.evaluate((element) => getComputedStyle(element).borderSpacing)).toBe('0px');
  });
});

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../api/support/api-server';
import { screenshot } from '../support/browser';
import { useEndToEnd } from '../support/e2e-fixture';

const ADMIN = { username: 'labeller', password: 'secret-pass' };

let server: TestServer;
let page: Page;

const e2e = useEndToEnd({ demo: true, admin: ADMIN });
beforeAll(() => {
  ({ server, page } = e2e);
});

describe('labels for hand-picked article numbers', () => {
  it('prints a sheet holding exactly the ticked numbers, also after a reload', async () => {
    await page.goto(`${server.url}/admin/article-numbers`);
    const rows = page.getByTestId('article-numbers-rows').locator('tr');
    await rows.locator('td.article-number').first().waitFor();
    const shown = await rows.locator('td.article-number').allTextContents();
    expect(shown.length).toBeGreaterThan(3);
    const picked = [shown[1], shown[3]] as [string, string];

    for (const number of picked)
      await page.getByRole('checkbox', { name: `Select ${number}`, exact: true }).check({ force: true });
    const bar = page.getByTestId('picked-numbers-bar');
    await expect.poll(() => bar.textContent()).toContain('2 numbers selected');
    await screenshot(page, 'article-numbers-picked');

    await page.getByRole('button', { name: 'Print labels (2)' }).click();
    await page.waitForURL('**/admin/labels?number=*');
    await page.locator('.shelf-label').first().waitFor();
    const sheetNumbers = () =>
      page
        .locator('.shelf-label')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-number')));
    expect((await sheetNumbers()).sort()).toEqual([...picked].sort());

    await page.reload();
    await page.locator('.shelf-label').first().waitFor();
    expect((await sheetNumbers()).sort()).toEqual([...picked].sort());
  });

  it('selects and unselects every row on the page at once', async () => {
    await page.goto(`${server.url}/admin/article-numbers`);
    const numbers = page.getByTestId('article-numbers-rows').locator('td.article-number');
    await numbers.first().waitFor();
    const onPage = await numbers.count();
    const all = page.getByRole('checkbox', { name: 'Select all on this page' });
    await all.check({ force: true });
    await expect
      .poll(() => page.getByTestId('picked-numbers-bar').textContent())
      .toContain(`${onPage} numbers selected`);
    await all.uncheck({ force: true });
    await expect.poll(() => page.getByTestId('picked-numbers-bar').count()).toBe(0);
  });
});

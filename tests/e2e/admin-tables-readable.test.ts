import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type TestServer } from '../api/support/api-server';
import { axeViolations, describeViolations } from '../support/axe';
import { screenshot } from '../support/browser';
import { useEndToEnd } from '../support/e2e-fixture';

const ADMIN = { username: 'reader', password: 'secret-pass' };
const LAPTOP = { width: 1366, height: 768 };
const NUMBERS = 50_000;

let demo: TestServer;
let empty: TestServer;
let browser: Browser;
let emptyContext: BrowserContext;
let page: Page;
let emptyPage: Page;

/** The words of every cell that a line break splits in two ("Cou / nt"), as "cell text: word". */
async function wordsBrokenInside(cells: Locator): Promise<string[]> {
  return cells.evaluateAll((nodes) =>
    nodes.flatMap((node) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const value = text.textContent ?? '';
        for (const match of value.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(`${node.textContent?.trim() ?? ''}: ${match[0]}`);
        }
      }
      return broken;
    }),
  );
}

/** Elements whose text is cut (an ellipsis or hidden overflow), by their text. */
async function cutTexts(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((nodes) =>
    nodes.filter((node) => node.scrollWidth > node.clientWidth + 1).map((node) => node.textContent ?? ''),
  );
}

const e2e = useEndToEnd({ demo: true, context: { viewport: LAPTOP }, admin: ADMIN });
beforeAll(async () => {
  ({ server: demo, browser, page } = e2e);
  empty = await startApiServer({ demo: false });
  emptyContext = await browser.newContext({ viewport: LAPTOP });
  emptyPage = await emptyContext.newPage();
  expect((await emptyPage.request.post(`${empty.url}/api/register`, { data: ADMIN })).status()).toBe(201);
});

afterAll(async () => {
  await empty?.dispose();
});

describe('tables at 1366 × 768', () => {
  it('Missed Lookups: headers whole, the type tag and the add buttons not cut', async () => {
    for (const number of ['NOPE-123', 'HTTP://127.0.0.1:3601/INSTRUCTIONS/AVN-R110/EN'])
      expect(
        (await page.request.get(`${demo.url}/api/article/${encodeURIComponent(number)}?lang=en`)).status(),
      ).toBe(404);
    await page.goto(`${demo.url}/admin/missed-lookups`);
    const table = page.locator('.missed-table');
    await table.locator('tbody tr .bp6-tag').nth(1).waitFor();
    expect(await wordsBrokenInside(table.locator('thead th'))).toEqual([]);
    expect(
      await cutTexts(table.locator('tbody .bp6-tag, tbody .bp6-tag .bp6-text-overflow-ellipsis')),
    ).toEqual([]);
    const add = table.getByRole('button', { name: 'Add as article number' });
    expect(await add.count()).toBe(2);
    expect(await cutTexts(table.locator('tbody .bp6-button-text'))).toEqual([]);
    expect(await table.textContent()).not.toContain('…');
    await screenshot(page, 'missed-lookups-1366');
  });

  it('Import result: the line header and line numbers whole', async () => {
    await page.goto(`${demo.url}/admin/article-numbers`);
    await page.getByTestId('import-csv-input').setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'article_number,category\nQA-1,Garden\n,Garden\nQA-1,Garden\nQA-2,\n"QA,3",Garden\nQA\u200b4,Garden\n',
      ),
    });
    await page.locator('.bp6-alert').getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.locator('.import-result-dialog');
    await dialog.getByTestId('import-refused-lines').waitFor();
    expect(await wordsBrokenInside(dialog.locator('th, td'))).toEqual([]);
    await screenshot(page, 'import-result-1366');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('the dashboard in German', () => {
  it('words every part of an activity row, the loaded demo catalogue too', async () => {
    await page.goto(`${demo.url}/admin`);
    await page.locator('.admin-sidebar select').selectOption('de');
    const row = page.locator('.dashboard-section tr').filter({ hasText: 'Demokatalog geladen' });
    await row.waitFor();
    const cells = (await row.locator('td').allInnerTexts()).slice(0, 3);
    expect(cells).toEqual(['Sonstiges', 'Bibliothek', 'Demokatalog geladen']);
    expect(await page.locator('.dashboard-section').first().textContent()).not.toMatch(/\blibrary\b/);
    await screenshot(page, 'dashboard-de-activity');
    await page.locator('.admin-sidebar select').selectOption('en');
  });
});

describe('translations', () => {
  it('says there is nothing to translate yet on an empty library, instead of 0 % everywhere', async () => {
    await emptyPage.goto(`${empty.url}/admin/translations`);
    await emptyPage.getByText('Nothing to translate yet').waitFor();
    expect(await emptyPage.locator('main, .admin-page').first().textContent()).not.toContain('%');
    expect(await emptyPage.getByRole('progressbar').count()).toBe(0);
    await emptyPage.evaluate(() => document.fonts.ready);
    await screenshot(emptyPage, 'translations-empty-library');
  });

  it('names every progress bar of the summary', async () => {
    await page.goto(`${demo.url}/admin/translations`);
    await page.getByRole('progressbar').nth(6).waitFor();
    expect(await page.getByRole('progressbar', { name: 'Deutsch: share up to date' }).count()).toBe(1);
    const violations = await axeViolations(page, { rules: ['aria-progressbar-name'] });
    expect(describeViolations('/admin/translations', violations)).toEqual([]);
  });
});

describe(`Article Numbers with ${NUMBERS.toLocaleString('en')} numbers`, () => {
  it('tells one total in one format, and offers the pager below the table too', async () => {
    const lines = ['article_number,category'];
    for (let index = 0; index < NUMBERS; index += 1) lines.push(`BIG-${String(index).padStart(5, '0')},Bulk`);
    const imported = await emptyPage.request.post(`${empty.url}/api/admin/article-numbers/import`, {
      multipart: {
        file: { name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\n')}\n`) },
      },
      timeout: 120_000,
    });
    expect(imported.status()).toBe(200);

    await emptyPage.goto(`${empty.url}/admin/article-numbers`);
    const top = emptyPage.getByTestId('article-numbers-range');
    await expect.poll(() => top.textContent()).toBe('1–50 of 50,000');
    expect(await emptyPage.getByTestId('article-numbers-subtitle').textContent()).toBe(
      'Unique article numbers: 50,000',
    );

    const bottom = emptyPage.getByTestId('article-numbers-range-bottom');
    expect(await bottom.textContent()).toBe('1–50 of 50,000');
    // The bottom pager's top edge lies below the last row of the table.
    const below = await emptyPage.evaluate(() => {
      const rows = document.querySelector('[data-testid="article-numbers-rows"]');
      const pager = document.querySelector('[data-testid="article-numbers-range-bottom"]');
      return rows && pager
        ? pager.getBoundingClientRect().top >= rows.getBoundingClientRect().bottom - 1
        : false;
    });
    expect(below).toBe(true);
    await bottom.locator('..').getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => top.textContent()).toBe('51–100 of 50,000');
    await screenshot(emptyPage, 'article-numbers-50k-pagers');
  }, 180_000);
});

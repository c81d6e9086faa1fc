import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { useEndToEnd } from '../support/e2e-fixture';
import type { ServerProcess } from '../support/server-process';

const RECORDS = 100_000;
const ADMIN = { username: 'keeper', password: 'secret-pass' };

let server: ServerProcess;
let context: BrowserContext;
let page: Page;

/** 100,000 numbers in three categories, a new one among them, and four lines the import refuses. */
function catalogue(): string {
  const lines = ['article_number,category'];
  for (let index = 0; index < RECORDS - 1; index += 1) {
    lines.push(`SKU-${String(index).padStart(6, '0')},${['Ovens', 'Pumps', 'Grills'][index % 3]}`);
  }
  lines.push('SKU-NEW-1,Nonexistent Category');
  lines.push(',Ovens', 'SKU-000001,Pumps', `${'L'.repeat(101)},Ovens`, 'NO-CATEGORY,');
  return `${lines.join('\n')}\n`;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe('Article Numbers page with 100,000 records', () => {
  const e2e = useEndToEnd({ process: { args: ['--no-demo'] } });
  beforeAll(async () => {
    ({ server, context, page } = e2e);
    await page.goto(`${server.url}/auth`);
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    for (const name of ['Ovens', 'Pumps', 'Grills']) {
      const created = await context.request.post(`${server.url}/api/admin/categories`, { data: { name } });
      expect(created.status()).toBe(201);
    }
  }, 120_000);

  it('imports 100,000 rows with a progress bar, then lists every refused line and the new category', async () => {
    await page.goto(`${server.url}/admin/article-numbers`);
    await page.getByText('No article numbers found.').waitFor();
    await page.getByTestId('import-csv-input').setInputFiles({
      name: 'catalogue.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(catalogue()),
    });
    await page.locator('.bp6-alert').getByRole('button', { name: 'Import CSV' }).click();
    const progress = page.getByTestId('job-progress-import');
    await progress.waitFor();
    await progress.getByRole('button', { name: 'Cancel import' }).waitFor();
    await screenshot(page, 'article-numbers-import-progress');

    const dialog = page.locator('.import-result-dialog');
    await dialog.waitFor({ timeout: 120_000 });
    await dialog.getByText('Links imported: 100,000. Lines refused: 4.').waitFor();
    await dialog.getByTestId('import-new-categories').getByText('Nonexistent Category').waitFor();
    const refused = dialog.getByTestId('import-refused-lines').locator('tbody tr');
    expect(await refused.allInnerTexts()).toEqual([
      `${RECORDS + 2}\tArticle number is empty`,
      `${RECORDS + 3}\tDuplicate of line 3`,
      `${RECORDS + 4}\tArticle number is longer than 100 characters`,
      `${RECORDS + 5}\tCategory is empty`,
    ]);
    await dialog.getByRole('button', { name: 'Download refused lines (CSV)' }).waitFor();
    await screenshot(page, 'article-numbers-import-result');
    await dialog.locator('.bp6-dialog-footer').getByRole('button', { name: 'Close' }).click();
    await page.getByText('Unique article numbers: 100,000').waitFor();
  }, 240_000);

  it('renders the page and answers each search keystroke, printing how long each took', async () => {
    await page.goto(`${server.url}/admin/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await expect.poll(() => page.getByTestId('dashboard.articleNumbers').innerText()).toBe('100,000');

    const start = Date.now();
    await page.getByRole('menuitem', { name: 'Article Numbers' }).click();
    await page.locator('tbody tr').filter({ hasText: 'SKU-000000' }).waitFor();
    await page.getByText('Unique article numbers: 100,000').waitFor();
    const renderMs = Date.now() - start;
    expect(await page.getByTestId('article-numbers-range').innerText()).toBe('1–50 of 100,000');
    await screenshot(page, 'article-numbers-100k');

    const search = page.getByPlaceholder('Search article numbers...');
    await search.click();
    const keystrokes: number[] = [];
    let typed = '';
    for (const character of 'sku-09999') {
      typed += character;
      const answered = page.waitForResponse(
        (response) =>
          response.url().includes('/api/admin/article-numbers?') &&
          new URL(response.url()).searchParams.get('search') === typed,
      );
      const pressed = Date.now();
      await search.press(character);
      await answered;
      await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
      keystrokes.push(Date.now() - pressed);
    }
    await expect
      .poll(() => page.locator('tbody tr').allInnerTexts())
      .toEqual(Array.from({ length: 9 }, (_, index) => expect.stringContaining(`SKU-09999${index}`)));
    await screenshot(page, 'article-numbers-100k-search');
    // Figures, not limits: this machine is shared, so speed is judged by `npm run bench`.
    console.log(
      `Article Numbers page, ${RECORDS} records: render ${renderMs} ms; search keystrokes median ${median(keystrokes)} ms, max ${Math.max(...keystrokes)} ms (${keystrokes.join(', ')})`,
    );
  }, 120_000);
});

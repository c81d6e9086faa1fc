import jsQR from 'jsqr';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type TestServer } from '../api/support/api-server';
import { screenshot } from '../support/browser';
import { seedTranslationLibrary } from '../support/seed-translations';
import { useEndToEnd } from '../support/e2e-fixture';
import { makeEnglishNewer } from '../support/outdated-translation';

const ADMIN = { username: 'translator', password: 'secret-pass' };
const MATRIX_SIZE = 10_000;

let demo: TestServer;
let big: TestServer;
let context: BrowserContext;
let page: Page;

/** Decodes the QR code an <img> shows, from the browser's own pixels. */
async function decodeQr(image: Locator): Promise<string | undefined> {
  await expect.poll(() => image.getAttribute('data-ready')).toBe('true');
  const png = PNG.sync.read(await image.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

async function signIn(server: TestServer, target: Page): Promise<void> {
  const response = await target.request.post(`${server.url}/api/register`, { data: ADMIN });
  expect(response.status()).toBe(201);
}

const e2e = useEndToEnd({ demo: true });
beforeAll(async () => {
  ({ server: demo, context, page } = e2e);
  big = await startApiServer({ dataDir: seedTranslationLibrary(MATRIX_SIZE) });
  await signIn(demo, page);
});

afterAll(async () => {
  await big?.dispose();
});

describe('an outdated translation', () => {
  it('is flagged in the form, can be marked still up to date, and warns the visitor in their language', async () => {
    const detail = await makeEnglishNewer(page.request, demo.url);

    await page.goto(`${demo.url}/instructions/AVN-R110/de/${detail.instructionNumber}`);
    const notice = page.locator('.outdated-notice');
    await expect.poll(() => notice.textContent()).toMatch(/Diese Übersetzung gibt die neuesten Änderungen/);
    const date = new Intl.DateTimeFormat('de', { dateStyle: 'long' }).format(new Date());
    expect(await notice.textContent()).toContain(date);
    expect(await notice.textContent()).toContain('English');
    await screenshot(page, 'translation-outdated-notice');
    await notice.getByRole('link').click();
    await page.waitForURL(`**/instructions/AVN-R110/en/${detail.instructionNumber}`);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await expect.poll(() => page.locator('.outdated-notice').count()).toBe(0);

    await page.goto(`${demo.url}/admin/instructions/1?language=fr`);
    const callout = page.locator('.translation-outdated');
    await callout.waitFor();
    expect(await page.locator('#content-fr').isVisible()).toBe(true);
    await callout.getByRole('button', { name: 'Mark as still up to date' }).click();
    await callout.waitFor({ state: 'detached' });
    const info = (await (await page.request.get(`${demo.url}/api/instruction/1`)).json()) as {
      translation: { outdated: string[] };
    };
    expect(info.translation.outdated).not.toContain('fr');
    expect(info.translation.outdated).toContain('de');
  });
});

describe('the print view', () => {
  const articleNumber = 'PWT-D18';
  const instructionNumber = 'INS-000006';

  it('prints title, numbers, language, date and a QR code that opens this instruction', async () => {
    const pagePath = `/instructions/${articleNumber}/en/${instructionNumber}`;
    await page.goto(`${demo.url}${pagePath}`);
    await page.getByRole('button', { name: 'Print' }).waitFor();
    await page.locator('.instruction-content table').waitFor();
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => page.locator('.print-header img').getAttribute('data-ready')).toBe('true');
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.locator('.app-header').isVisible()).toBe(false);
    await page.setViewportSize({ width: 794, height: 1123 });
    await screenshot(page, 'print-preview');

    const qr = await decodeQr(page.locator('.print-header img'));
    expect(qr).toBe(`${demo.url}${pagePath}`);

    const pdf = await page.pdf({ format: 'A4', printBackground: false });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    const printedOn = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date());
    expect(text).toContain(articleNumber);
    expect(text).toContain(instructionNumber);
    expect(text).toContain(printedOn);
    expect(text).toContain('Cordless drill battery specifications');
    expect(text).toContain('PWT-D24');
    expect(text).not.toContain('Back to instructions');
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});

describe('shelf labels', () => {
  it('prints a sheet for the article numbers found, each QR opening that number in the chosen language', async () => {
    await page.goto(`${demo.url}/admin/article-numbers`);
    await page.locator('.admin-search input').fill('AVN');
    await page.getByRole('button', { name: 'Print labels' }).click();
    await page.waitForURL('**/admin/labels?q=AVN');
    await page.locator('.shelf-label').first().waitFor();
    await page.getByLabel('Language of the linked list').selectOption('de');
    const labels = page.locator('.shelf-label');
    const count = await labels.count();
    expect(count).toBeGreaterThan(1);
    await expect
      .poll(() => page.locator('.shelf-label img[data-ready="true"]').count(), { timeout: 20_000 })
      .toBe(count);
    const first = labels.first();
    const number = await first.getAttribute('data-number');
    expect(await first.textContent()).toContain('Audio & Video');
    expect(await decodeQr(first.locator('img'))).toBe(`${demo.url}/instructions/${number}/de`);
    await screenshot(page, 'label-sheet-a4-3x8');

    await page.getByLabel('Label stock').selectOption('a4-2x7');
    await expect.poll(() => page.locator('.label-sheets').getAttribute('data-layout')).toBe('a4-2x7');
    const columns = await page
      .locator('.label-sheet')
      .first()
      .evaluate((sheet) => getComputedStyle(sheet).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(2);

    await page.goto(`${demo.url}/admin/labels?number=PWT-D18&layout=single-62x29&language=fr`);
    await page.locator('.shelf-label img[data-ready="true"]').waitFor();
    expect(await page.locator('.shelf-label').count()).toBe(1);
    expect(await decodeQr(page.locator('.shelf-label img'))).toBe(`${demo.url}/instructions/PWT-D18/fr`);
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ preferCSSPageSize: true });
    const document = await getDocumentProxy(new Uint8Array(pdf));
    expect(document.numPages).toBe(1);
    const [width, height] = (await document.getPage(1)).view.slice(2);
    // 62 × 29 mm in PDF points.
    expect(Math.round(width ?? 0)).toBe(Math.round((62 / 25.4) * 72));
    expect(Math.round(height ?? 0)).toBe(Math.round((29 / 25.4) * 72));
    await page.emulateMedia({ media: 'screen' });
  });
});

describe('the translations matrix with 10,000 instructions', () => {
  it('shows counts per language, filters and opens a cell on its language tab', async () => {
    const bigPage = await context.newPage();
    await signIn(big, bigPage);
    const started = Date.now();
    await bigPage.goto(`${big.url}/admin/translations`);
    await bigPage.locator('.coverage-table tbody tr td.coverage-cell').first().waitFor();
    const firstRender = Date.now() - started;
    expect(await bigPage.locator('.coverage-table tbody tr').count()).toBe(100);
    expect(await bigPage.getByRole('status').filter({ hasText: 'of 10000' }).count()).toBe(1);
    const german = bigPage.locator('.coverage-language[data-language="de"]');
    expect(await german.textContent()).toContain('25 %');

    const filterStarted = Date.now();
    await bigPage.locator('#coverage-language').selectOption('de');
    await bigPage.locator('#coverage-state').selectOption('outdated');
    await bigPage.getByRole('status').filter({ hasText: 'of 2500' }).waitFor();
    const filterTime = Date.now() - filterStarted;
    expect(await bigPage.locator('.coverage-table thead th').count()).toBe(4);
    expect(await bigPage.locator('td.coverage-cell[data-state="outdated"]').count()).toBe(100);
    await screenshot(bigPage, 'translations-matrix-filtered');

    await bigPage.locator('#coverage-state').selectOption('');
    await bigPage.locator('#coverage-language').selectOption('');
    await bigPage.getByRole('status').filter({ hasText: 'of 10000' }).waitFor();
    await screenshot(bigPage, 'translations-matrix');
    console.log(
      `Translations matrix, ${MATRIX_SIZE} instructions: first page shown after ${firstRender} ms, ` +
        `language+state filter after ${filterTime} ms (from a click to the new page on screen)`,
    );

    await bigPage.locator('td.coverage-cell[data-state="outdated"] a').first().click();
    await bigPage.waitForURL(/\/admin\/instructions\/\d+\?language=/);
    const language = new URL(bigPage.url()).searchParams.get('language');
    await bigPage.locator(`#content-${language}`).waitFor();
    expect(await bigPage.locator('.translation-outdated').isVisible()).toBe(true);
    await bigPage.close();
  });
});

import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminInstructionDetail } from '../../common/api/instructions';
import { pdfWithPages } from '../fixtures/pdf-documents';
import { screenshot } from '../support/browser';
import { useEndToEnd } from '../support/e2e-fixture';

const PAGES = [
  'Unpacking the cordless drill\nCheck the box for the battery.',
  'Charging the battery overnight\nThe lamp turns green when full.',
  'Changing the drill bits safely',
];

const e2e = useEndToEnd({ admin: true, context: { viewport: { width: 1080, height: 1920 } } });
let instructionNumber = '';

beforeAll(async () => {
  const { context, server } = e2e;
  const created = await context.request.post(`${server.url}/api/admin/instructions`, {
    data: {
      instruction: { title: 'Cordless drill manual', isUniversal: true },
      contents: {},
      documentLanguages: ['en'],
    },
  });
  expect(created.status()).toBe(201);
  const detail = (await created.json()) as AdminInstructionDetail;
  instructionNumber = detail.instructionNumber;
  const uploaded = await context.request.put(
    `${server.url}/api/admin/instructions/${detail.id}/documents/en`,
    { multipart: { file: { name: 'drill.pdf', mimeType: 'application/pdf', buffer: pdfWithPages(PAGES) } } },
  );
  expect(uploaded.status()).toBe(200);
});

/** Every request the page tried that was not for this machine (the context aborts them). */
function recordLeaks(page: Page): string[] {
  const leaks: string[] = [];
  page.context().on('request', (request: Request) => {
    const { protocol, hostname } = new URL(request.url());
    if (
      (protocol === 'http:' || protocol === 'https:') &&
      !['127.0.0.1', 'localhost', '[::1]'].includes(hostname)
    ) {
      leaks.push(request.url());
    }
  });
  return leaks;
}

const textLayer = (page: Page) => page.locator('.pdf-viewer .textLayer');
const counter = (page: Page) => page.locator('.pdf-page-counter');

describe('a PDF manual on the kiosk', () => {
  it('shows the PDF in the page, turns to page 2 and fetches nothing from outside this machine', async () => {
    const { page, server } = e2e;
    const leaks = recordLeaks(page);
    await page.goto(`${server.url}/manual/${instructionNumber}/en`);
    await expect.poll(() => counter(page).innerText()).toBe('Page 1 of 3');
    await expect.poll(() => textLayer(page).innerText()).toContain('Unpacking the cordless drill');

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => counter(page).innerText()).toBe('Page 2 of 3');
    await expect.poll(() => textLayer(page).innerText()).toContain('Charging the battery overnight');
    expect(await textLayer(page).innerText()).not.toContain('Unpacking');
    await screenshot(page, 'pdf-viewer-1080x1920');

    // The kiosk's buttons are finger-sized.
    for (const name of ['Previous page', 'Next page', 'Zoom in', 'Zoom out', 'Fit to width']) {
      const box = await page.getByRole('button', { name }).boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box?.width).toBeGreaterThanOrEqual(44);
    }
    expect(leaks).toEqual([]);
  });

  it('zooms with the buttons and fits the width again', async () => {
    const { page } = e2e;
    const canvas = page.locator('.pdf-viewer canvas');
    const fitted = (await canvas.boundingBox())?.width ?? 0;
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(async () => (await canvas.boundingBox())?.width ?? 0).toBeGreaterThan(fitted * 1.2);
    await page.getByRole('button', { name: 'Fit to width' }).click();
    await expect
      .poll(async () => Math.round((await canvas.boundingBox())?.width ?? 0))
      .toBe(Math.round(fitted));
  });

  it('opens full screen on the viewer', async () => {
    const { page } = e2e;
    await page.getByRole('button', { name: 'Full screen' }).click();
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.classList.contains('pdf-viewer') ?? false))
      .toBe(true);
    await expect.poll(() => textLayer(page).innerText()).toContain('Charging the battery');
    await screenshot(page, 'pdf-viewer-full-screen');
    await page.getByRole('button', { name: 'Leave full screen' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
  });

  it('opens at the page a link names, as a search result does', async () => {
    const { page, server } = e2e;
    await page.goto(`${server.url}/manual/${instructionNumber}/en?page=3`);
    await expect.poll(() => counter(page).innerText()).toBe('Page 3 of 3');
    await expect.poll(() => textLayer(page).innerText()).toContain('Changing the drill bits');
  });

  it('finds a word only the PDF holds and opens the PDF at its page', async () => {
    const { page, server } = e2e;
    await page.goto(`${server.url}/search?q=overnight&lang=en`);
    const result = page.locator('a.search-result', { hasText: 'Cordless drill manual' });
    await expect.poll(() => result.innerText()).toContain('PDF page 2');
    await screenshot(page, 'pdf-search-result');
    await result.click();
    await expect.poll(() => counter(page).innerText()).toBe('Page 2 of 3');
    await expect.poll(() => textLayer(page).innerText()).toContain('Charging the battery overnight');
  });

  it('offers the languages that have the PDF when the visitor’s language has none', async () => {
    const { page, server } = e2e;
    await page.goto(`${server.url}/manual/${instructionNumber}/de`);
    const offer = page.locator('.no-content a[lang="en"]');
    await expect.poll(() => offer.innerText()).toContain('PDF');
    await offer.click();
    await expect.poll(() => counter(page).innerText()).toBe('Page 1 of 3');
  });

  it('prints every page of the PDF, not only the one on screen', async () => {
    const { page, server } = e2e;
    await page.addInitScript(() => {
      Object.assign(window, { printed: 0 });
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.goto(`${server.url}/manual/${instructionNumber}/en`);
    await expect.poll(() => counter(page).innerText()).toBe('Page 1 of 3');
    await page.getByRole('button', { name: 'Print' }).click();
    // This test server listens on 127.0.0.1 only, so the printout's QR code warning comes first.
    await page.getByRole('button', { name: 'Print anyway' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    expect(await page.locator('.pdf-print-pages img').count()).toBe(3);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.pdf-print-pages img').first().isVisible()).toBe(true);
    expect(await page.locator('.pdf-toolbar').isVisible()).toBe(false);
    expect(await page.locator('.pdf-page-area').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
  });

  it('stays readable on a laptop and a phone', async () => {
    const { browser, server } = e2e;
    for (const viewport of [
      { width: 1366, height: 768 },
      { width: 360, height: 740 },
    ]) {
      const context = await browser.newContext({ viewport, hasTouch: viewport.width < 500 });
      const page = await context.newPage();
      await page.goto(`${server.url}/manual/${instructionNumber}/en`);
      await expect.poll(() => textLayer(page).innerText()).toContain('Unpacking the cordless drill');
      const canvas = await page.locator('.pdf-viewer canvas').boundingBox();
      // Fitted to the width: the page fills the viewer without running off the screen.
      expect(canvas?.width).toBeLessThanOrEqual(viewport.width);
      expect(canvas?.width).toBeGreaterThan(viewport.width * 0.6);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `pdf-viewer-${viewport.width}x${viewport.height}`);
      await context.close();
    }
  });
});

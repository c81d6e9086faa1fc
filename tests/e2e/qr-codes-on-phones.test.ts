import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import type { BrowserContext, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../api/support/api-server';
import { artifactsDir, screenshot } from '../support/browser';
import { useEndToEnd } from '../support/e2e-fixture';

const ADMIN = { username: 'printer', password: 'secret-pass' };
const SHOP_ADDRESS = 'http://library.shop.lan:3000';
const INSTRUCTION = '/instructions/AVN-R110/de/INS-000001';

let server: TestServer;
let context: BrowserContext;
let page: Page;
let scratch: string;

/**
 * What the QR code on a printed page says: the PDF as Chromium prints it, rasterised by pdftoppm
 * (as a printer would), decoded from the pixels. `name` also keeps the PNG for people to look at.
 */
function qrOfPdf(pdf: Buffer, name: string): string | undefined {
  const pdfFile = path.join(scratch, `${name}.pdf`);
  writeFileSync(pdfFile, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '150', '-singlefile', pdfFile, path.join(scratch, name)]);
  const pngFile = path.join(scratch, `${name}.png`);
  mkdirSync(artifactsDir, { recursive: true });
  writeFileSync(path.join(artifactsDir, `${name}.png`), readFileSync(pngFile));
  const png = PNG.sync.read(readFileSync(pngFile));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

async function printCalls(): Promise<number> {
  return page.evaluate(() => (window as unknown as { printCalls: number }).printCalls);
}

const e2e = useEndToEnd({ demo: true, context: { viewport: { width: 1366, height: 768 } } });
beforeAll(async () => {
  // Listens on 127.0.0.1 only: the default install of the README and of the desktop app.
  ({ server, context, page } = e2e);
  scratch = mkdtempSync(path.join(tmpdir(), 'qr-print-'));
  await context.addInitScript(() => {
    const counted = window as unknown as { printCalls: number };
    counted.printCalls = 0;
    window.print = () => {
      counted.printCalls += 1;
    };
  });
  const response = await page.request.post(`${server.url}/api/register`, { data: ADMIN });
  expect(response.status()).toBe(201);
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('QR codes on a library that listens on this computer only', () => {
  it('warns on the labels page before printing that the codes open only here, and how to fix it', async () => {
    await page.goto(`${server.url}/admin/labels?number=AVN-R110&layout=single-62x29&language=de`);
    await page.locator('.shelf-label img[data-ready="true"]').waitFor();
    const warning = page.getByTestId('qr-this-machine-only');
    expect(await warning.isVisible()).toBe(true);
    expect(await warning.textContent()).toContain('These QR codes will only work on this computer');
    expect(await warning.textContent()).toContain('--lan');
    expect(await warning.textContent()).toContain('address for QR codes');
    expect(await page.getByRole('button', { name: 'Print' }).boundingBox()).not.toBeNull();
    await screenshot(page, 'labels-qr-this-machine-only');
  });

  it('says what the code is for on every label, in the language of the label', async () => {
    await page.goto(`${server.url}/admin/labels?q=AVN&language=de`);
    await page.locator('.shelf-label').first().waitFor();
    const hints = await page.locator('.shelf-label .shelf-label-hint').allTextContents();
    expect(hints.length).toBe(await page.locator('.shelf-label').count());
    expect(new Set(hints)).toEqual(new Set(['Für Anleitungen scannen']));
    await page.getByLabel('Language of the linked list').selectOption('en');
    await expect
      .poll(() => page.locator('.shelf-label-hint').first().textContent())
      .toBe('Scan for instructions');
  });

  it('warns before printing an instruction, and prints only when asked again', async () => {
    await page.goto(`${server.url}${INSTRUCTION}`);
    await page.getByRole('button', { name: 'Drucken' }).click();
    const warning = page.getByRole('alert').filter({ hasText: 'funktioniert nur auf diesem Computer' });
    await warning.waitFor();
    expect(await warning.textContent()).toContain('--lan');
    expect(await printCalls()).toBe(0);
    await screenshot(page, 'print-qr-this-machine-only-de');
    await warning.getByRole('button', { name: 'Trotzdem drucken' }).click();
    // The print dialog opens once the printout's QR code is drawn: its library loads for printing only.
    await expect.poll(() => printCalls()).toBe(1);
    await expect.poll(() => warning.count()).toBe(0);
  });
});

describe('the address for QR codes', () => {
  it('refuses an address with a path, then puts a saved address into a test code', async () => {
    await page.goto(`${server.url}/admin/labels?number=AVN-R110&layout=single-62x29&language=de`);
    const field = page.getByLabel('Address for QR codes');
    await field.fill('http://library.shop.lan:3000/admin/..');
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.getByText('Only scheme, host and port').waitFor();

    await field.fill(SHOP_ADDRESS);
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect
      .poll(() => page.getByTestId('qr-address-in-use').textContent())
      .toBe(`QR codes open: ${SHOP_ADDRESS}`);
    await expect.poll(() => page.getByTestId('qr-this-machine-only').count()).toBe(0);
    expect(await page.getByTestId('qr-host-not-answered').textContent()).toContain(
      'start it with --allowed-hosts library.shop.lan',
    );
    const test = page.getByRole('img', { name: `Test QR code for ${SHOP_ADDRESS}` });
    await expect.poll(() => test.getAttribute('data-ready')).toBe('true');
    const png = PNG.sync.read(await test.screenshot());
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(`${SHOP_ADDRESS}/`);
    await screenshot(page, 'labels-qr-address-set');
  });

  it('is what the printed shelf label opens', async () => {
    await page.goto(`${server.url}/admin/labels?number=AVN-R110&layout=single-62x29&language=de`);
    await page.locator('.shelf-label img[data-ready="true"]').waitFor();
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: false });
    await page.emulateMedia({ media: 'screen' });
    expect(qrOfPdf(pdf, 'labels-pdf-qr-address')).toBe(`${SHOP_ADDRESS}/instructions/AVN-R110/de`);
  });

  it('is what the printed instruction opens, without a warning', async () => {
    await page.goto(`${server.url}${INSTRUCTION}`);
    await page.getByRole('button', { name: 'Drucken' }).click();
    await expect.poll(() => printCalls()).toBe(1);
    expect(await page.getByRole('alert').filter({ hasText: 'nur auf diesem Computer' }).count()).toBe(0);
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => page.locator('.print-header img').getAttribute('data-ready')).toBe('true');
    const pdf = await page.pdf({ format: 'A4', printBackground: false });
    await page.emulateMedia({ media: 'screen' });
    expect(qrOfPdf(pdf, 'instruction-pdf-qr-address')).toBe(`${SHOP_ADDRESS}${INSTRUCTION}`);
  });
});

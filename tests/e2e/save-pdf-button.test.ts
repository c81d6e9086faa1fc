import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminInstructionDetail } from '../../common/api/instructions';
import type { TestServer } from '../api/support/api-server';
import { screenshot } from '../support/browser';
import { useEndToEnd } from '../support/e2e-fixture';

let server: TestServer;
let browser: Browser;
let instructionUrl: string;

// Stands in for what electron/preload.ts exposes; the main-process side is tested in
// tests/unit/electron/save-pdf.test.ts because Electron cannot run here.
function fakeBridge(): void {
  const calls: string[] = [];
  Object.assign(window, {
    savedPdfNames: calls,
    kiosk: {
      settings: { mode: 'admin', idleMs: 600_000, defaultLanguage: 'en', lanUrls: [] },
      exitKiosk: () => Promise.resolve({ ok: false, message: 'no' }),
      savePdf: (name: string) => {
        calls.push(name);
        return Promise.resolve({ saved: true, filePath: `/tmp/${name}.pdf` });
      },
    },
  });
}

const e2e = useEndToEnd({ demo: true });
beforeAll(async () => {
  ({ server, browser } = e2e);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.request.post(`${server.url}/api/register`, {
    data: { username: 'pdf', password: 'secret-pass' },
  });
  const detail = (await (
    await page.request.get(`${server.url}/api/admin/instructions/1`)
  ).json()) as AdminInstructionDetail;
  instructionUrl = `${server.url}/instructions/AVN-R110/en/${detail.instructionNumber}`;
  await context.close();
});

describe('Save as PDF in the single view', () => {
  it('is offered only where the desktop shell exposes it, and hands it the article number and title', async () => {
    const plain = await browser.newContext();
    const browserPage = await plain.newPage();
    await browserPage.goto(instructionUrl);
    await browserPage.locator('.instruction-title').waitFor();
    expect(await browserPage.getByRole('button', { name: 'Save as PDF' }).count()).toBe(0);
    await plain.close();

    const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await desktop.addInitScript(fakeBridge);
    const page = await desktop.newPage();
    await page.goto(instructionUrl);
    await page.getByRole('button', { name: 'Save as PDF' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'PDF saved.' }).count()).toBe(1);
    const names = await page.evaluate(() => (window as unknown as { savedPdfNames: string[] }).savedPdfNames);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^AVN-R110 \S/);
    await screenshot(page, 'single-view-save-pdf');
    await desktop.close();
  });
});

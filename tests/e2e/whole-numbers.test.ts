import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { useEndToEnd } from '../support/e2e-fixture';

const PHONE = { width: 360, height: 740 };

const e2e = useEndToEnd({ demo: true, admin: true, context: { viewport: PHONE, hasTouch: true } });
let page: Page;
beforeAll(async () => {
  page = e2e.page;
  // A visitor's report puts the instruction's number in the feedback table's narrow column.
  const problem = await e2e.server.client().post('/api/feedback/problem', {
    instructionId: 1,
    language: 'en',
    reason: 'outdated',
    text: 'Old picture',
  });
  expect(problem.status).toBe(204);
});

/**
 * How many lines each occurrence of `number` in the page's main area takes: a number split at its
 * hyphen takes two, and reads as two numbers.
 */
const linesOf = (number: string) =>
  page.evaluate((wanted) => {
    const main = document.querySelector('main') ?? document.body;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const counts: number[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let at = text.indexOf(wanted); at >= 0; at = text.indexOf(wanted, at + 1)) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + wanted.length);
        const tops = new Set(
          Array.from(range.getClientRects())
            .filter((rect) => rect.width > 0)
            .map((rect) => Math.round(rect.top)),
        );
        // Print-only copies (the print header) take no line on screen.
        if (tops.size > 0) counts.push(tops.size);
      }
    }
    return counts;
  }, number);

describe('numbers on a 360px phone', () => {
  it('never splits an article number at its hyphen, in a content table either', async () => {
    await page.goto(`${e2e.server.url}/instructions/PWT-D18/en/INS-000006`);
    await page.locator('.instruction-content table').waitFor();
    await screenshot(page, 'whole-numbers-phone-instruction');
    const inTable = await linesOf('PWT-D24');
    expect(inTable.length).toBeGreaterThan(0);
    expect(inTable.every((lines) => lines === 1)).toBe(true);
    const everywhere = await linesOf('PWT-D18');
    expect(everywhere.length).toBeGreaterThanOrEqual(2);
    expect(everywhere.every((lines) => lines === 1)).toBe(true);
  });

  it('keeps them whole at the kiosk size too', async () => {
    await page.setViewportSize({ width: 1080, height: 1920 });
    await page.goto(`${e2e.server.url}/instructions/PWT-D18/en/INS-000006`);
    await page.locator('.instruction-content table').waitFor();
    await screenshot(page, 'whole-numbers-kiosk-instruction');
    const lines = [...(await linesOf('PWT-D18')), ...(await linesOf('INS-000006'))];
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.every((count) => count === 1)).toBe(true);
    await page.setViewportSize(PHONE);
  });

  it('never splits an instruction number in the admin tables', async () => {
    await page.goto(`${e2e.server.url}/admin/feedback`);
    await page.getByTestId('open-problems').getByText('Old picture').waitFor();
    await screenshot(page, 'whole-numbers-phone-feedback');
    const lines = await linesOf('INS-000001');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.every((count) => count === 1)).toBe(true);
  });
});

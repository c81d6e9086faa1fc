import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminInstructionDetail, InstructionBodyInput } from '../../common/api/instructions';
import { pdfWithPages } from '../fixtures/pdf-documents';
import { axeViolations, describeViolations } from '../support/axe';
import { screenshot } from '../support/browser';
import { useEndToEnd } from '../support/e2e-fixture';
import type { TestServer } from '../api/support/api-server';

let server: TestServer;
let page: Page;

/** Saves instruction 1 with another English text, through the admin API from the signed-in page. */
async function saveEnglish(text: string, status?: 'draft'): Promise<AdminInstructionDetail> {
  return page.evaluate(
    async ({ text, status }) => {
      const stored = (await (await fetch('/api/admin/instructions/1')).json()) as AdminInstructionDetail;
      const body: InstructionBodyInput = {
        instruction: {
          title: stored.title,
          type: stored.type,
          categoryId: stored.categoryId,
          isUniversal: stored.isUniversal,
          excludePatterns: stored.excludePatterns,
        },
        contents: { ...Object.fromEntries(stored.contents.map((c) => [c.language, c.content])), en: text },
        titles: Object.fromEntries(stored.titles.map((t) => [t.language, t.title])),
        ...(status ? { status } : {}),
      };
      const response = await fetch('/api/admin/instructions/1', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return (await response.json()) as AdminInstructionDetail;
    },
    { text, status },
  );
}

/** What each marked change says, screen-reader words included. */
const texts = (selector: string) =>
  page.locator(selector).evaluateAll((nodes) => nodes.map((node) => node.textContent));

describe('history, diff and preview of an instruction', () => {
  const e2e = useEndToEnd({ demo: true, context: { viewport: { width: 1366, height: 768 } }, admin: true });
  beforeAll(() => {
    ({ server, page } = e2e);
  });

  it('lists revisions, shows word changes marked beyond colour, restores one, and previews a draft with a banner', async () => {
    await page.goto(`${server.url}/admin`);
    await saveEnglish('Fill the tank with clean water before the first use.');
    const draft = await saveEnglish('Fill the tank with cold clean water before every use.', 'draft');
    expect(draft.status).toBe('draft');

    await page.goto(`${server.url}/admin/instructions/1/history`);
    const rows = page.locator('.revision-table tbody tr');
    await expect.poll(() => rows.count()).toBe(draft.revision);
    await expect
      .poll(() => texts('.revision-diff .diff-added'))
      .toEqual(['[added: cold ]', '[added: every ]']);
    expect(await texts('.revision-diff .diff-removed')).toEqual(['[removed: the first ]']);
    // Marked by more than colour: underlined and struck through.
    expect(
      await page
        .locator('.diff-added')
        .first()
        .evaluate((node) => getComputedStyle(node).textDecorationLine),
    ).toBe('underline');
    expect(
      await page
        .locator('.diff-removed')
        .first()
        .evaluate((node) => getComputedStyle(node).textDecorationLine),
    ).toBe('line-through');
    expect(describeViolations('history', await axeViolations(page, { tags: ['wcag2a', 'wcag2aa'] }))).toEqual(
      [],
    );
    await screenshot(page, 'instruction-history-1366');

    await page.getByRole('button', { name: 'Open revision 1', exact: true }).click();
    await page.getByRole('button', { name: 'Restore revision 1' }).click();
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect.poll(() => rows.count()).toBe(draft.revision + 1);
    expect(await rows.first().locator('.revision-note').innerText()).toBe('Restored from revision 1');
    const visitorView = await page.evaluate(async () => (await fetch('/api/instruction/1')).text());
    expect(visitorView).not.toContain('cold clean water');

    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: 'Open revision 3', exact: true }).click();
    await expect.poll(() => page.locator('.diff-added').count()).toBeGreaterThan(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'instruction-history-360');

    await saveEnglish('Preview only: drain the pump after use.', 'draft');
    await page.goto(`${server.url}/admin/preview/instructions/1/en`);
    await page.getByText('Preview — not published').waitFor();
    await page.getByText('Preview only: drain the pump after use.').waitFor();
    await screenshot(page, 'instruction-preview-360');
    await page.setViewportSize({ width: 1366, height: 768 });
    await screenshot(page, 'instruction-preview-1366');
    const publicView = await page.evaluate(async () => (await fetch('/api/instruction/1')).text());
    expect(publicView).not.toContain('Preview only');
  });

  it('shows an attached PDF as a change between two revisions', async () => {
    const pdf = pdfWithPages(['Quick start']).toString('base64');
    const status = await page.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'quick-start.pdf');
      return (await fetch('/api/admin/instructions/2/documents/en', { method: 'PUT', body: form })).status;
    }, pdf);
    expect(status).toBe(200);
    await page.goto(`${server.url}/admin/instructions/2/history`);
    const documentChange = page.getByRole('region', { name: 'PDF manual' });
    await expect.poll(() => documentChange.locator('.diff-added').textContent()).toMatch(/quick-start\.pdf/);
  });

  it('shows the unchanged title of an instruction typed without titles per language, and no empty box', async () => {
    const id = await page.evaluate(async () => {
      const save = (method: string, path: string, content: string) =>
        fetch(path, {
          method,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            instruction: {
              title: 'Kettle descaling',
              type: 'user_manual',
              isUniversal: true,
              excludePatterns: [],
              categoryId: null,
            },
            contents: { en: content, de: 'Zweimal spülen.' },
            titles: {},
          }),
        });
      const created = (await (await save('POST', '/api/admin/instructions', 'Rinse twice.')).json()) as {
        id: number;
      };
      await save('PUT', `/api/admin/instructions/${created.id}`, 'Rinse three times.');
      return created.id;
    });
    await page.goto(`${server.url}/admin/instructions/${id}/history`);
    await page.locator('.diff-added').first().waitFor();
    const titleChange = page.getByRole('region', { name: 'Title' });
    expect(await titleChange.locator('.revision-diff-unchanged').innerText()).toBe('No changes.');
    expect(await titleChange.locator('.revision-diff-text').innerText()).toBe('Kettle descaling');
    // German has a text but no title of its own in either revision: nothing to show in a box.
    await page.locator('.revision-compare').getByLabel('Language').selectOption('de');
    await expect.poll(() => titleChange.locator('.revision-diff-text').count()).toBe(0);
    expect(await titleChange.locator('.revision-diff-unchanged').innerText()).toBe('No changes.');
  });
});

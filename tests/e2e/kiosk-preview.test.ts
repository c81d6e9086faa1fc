import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminInstructionDetail, InstructionBodyInput } from '../../common/api/instructions';
import { axeViolations, describeViolations } from '../support/axe';
import { screenshot } from '../support/browser';
import { useEndToEnd } from '../support/e2e-fixture';
import type { TestServer } from '../api/support/api-server';

let server: TestServer;
let page: Page;

const DRAFT_TEXT = 'Draft for review: rinse the filter under cold water before every use.';

/** Saves instruction 1's English text as a draft, through the admin API from the signed-in page. */
async function saveDraft(text: string): Promise<AdminInstructionDetail> {
  return page.evaluate(async (text) => {
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
      status: 'draft',
    };
    const response = await fetch('/api/admin/instructions/1', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as AdminInstructionDetail;
  }, text);
}

describe('kiosk preview of an article number', () => {
  const e2e = useEndToEnd({ demo: true, context: { viewport: { width: 1366, height: 768 } }, admin: true });
  beforeAll(() => {
    ({ server, page } = e2e);
  });

  it('opens from the instruction form, shows the draft under a banner, and leaves the live kiosk alone', async () => {
    await page.goto(`${server.url}/admin`);
    const draft = await saveDraft(DRAFT_TEXT);
    expect(draft.status).toBe('draft');

    await page.goto(`${server.url}/admin/instructions/1`);
    await page.getByRole('button', { name: 'Preview on the kiosk' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview on the kiosk' });
    const firstNumber = dialog.locator('.kiosk-preview-numbers button').first();
    await firstNumber.waitFor();
    const articleNumber = (await firstNumber.textContent())?.trim() ?? '';
    expect(articleNumber).not.toBe('');
    const [preview] = await Promise.all([page.context().waitForEvent('page'), firstNumber.click()]);
    await preview.setViewportSize({ width: 1366, height: 768 });

    const banner = preview.getByTestId('preview-banner');
    await expect.poll(() => banner.textContent()).toContain('Preview — includes unpublished drafts');
    await preview.getByText(DRAFT_TEXT).waitFor();
    expect(preview.url()).toContain(`/admin/preview/kiosk/instructions/${articleNumber}/en/`);
    expect(
      describeViolations('preview', await axeViolations(preview, { tags: ['wcag2a', 'wcag2aa'] })),
    ).toEqual([]);
    await screenshot(preview, 'kiosk-preview-instruction-1366');

    // Back to the article's list, still inside the preview, then another language.
    await preview.locator('.back-button').click();
    await preview.locator('.instruction-card').first().waitFor();
    expect(new URL(preview.url()).pathname).toBe(`/admin/preview/kiosk/instructions/${articleNumber}/en`);
    await screenshot(preview, 'kiosk-preview-list-1366');
    await preview.getByLabel('Language of the preview').selectOption('de');
    await expect.poll(() => banner.textContent()).toContain('Vorschau — enthält unveröffentlichte Entwürfe');
    expect(new URL(preview.url()).pathname).toBe(`/admin/preview/kiosk/instructions/${articleNumber}/de`);
    await preview.setViewportSize({ width: 1080, height: 1920 });
    await screenshot(preview, 'kiosk-preview-list-1080');
    await preview.setViewportSize({ width: 360, height: 740 });
    await screenshot(preview, 'kiosk-preview-list-360');
    await preview.close();

    // The live kiosk still shows the published text, and no banner.
    await page.goto(`${server.url}/instructions/${articleNumber}/en/${draft.instructionNumber}`);
    await page.locator('.instruction-title').waitFor();
    await expect
      .poll(() => page.locator('.instruction-view').textContent())
      .not.toContain('Draft for review');
    expect(await page.getByTestId('preview-banner').count()).toBe(0);
  });
});

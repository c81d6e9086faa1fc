import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminInstructionDetail, AdminInstructionListItem } from '../../common/api/instructions';
import { publicKeyLine } from '../../server/library-bundles/minisign';
import { generateSigningKey } from '../../server/library-bundles/signing-key';
import { screenshot } from '../support/browser';
import { signedInAdmin, type AdminLibrary } from '../support/admin-library';
import { useBrowser } from '../support/e2e-fixture';

const WIDE = { width: 1366, height: 768 };
const NARROW = { width: 360, height: 740 };

let browser: Browser;
let library: AdminLibrary;
let page: Page;

async function openForm(id: number | 'new'): Promise<void> {
  await page.goto(`${library.server.url}/admin/instructions/${id}`);
  await page.locator('#content-en').waitFor();
}

/** Another admin's save of instruction `id`, based on the revision stored now. */
async function savedByAnotherAdmin(id: number, title: string): Promise<void> {
  const stored = await library.admin.getJson<AdminInstructionDetail>(`/api/admin/instructions/${id}`);
  const answer = await library.admin.put(`/api/admin/instructions/${id}`, {
    instruction: { title, type: stored.type, isUniversal: stored.isUniversal, categoryId: stored.categoryId },
    contents: Object.fromEntries(stored.contents.map((entry) => [entry.language, entry.content])),
    titles: Object.fromEntries(stored.titles.map((entry) => [entry.language, entry.title])),
    baseRevision: stored.revision,
  });
  expect(answer.status).toBe(200);
}

/** Where an element lies against the viewport, measured now. */
async function inViewport(selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.top < window.innerHeight && box.bottom > 0;
  });
}

const shared = useBrowser();
beforeAll(() => {
  browser = shared.browser;
});

describe('the instruction form never loses or hides an admin’s work', () => {
  beforeAll(async () => {
    library = await signedInAdmin(browser, { demo: true, context: { viewport: WIDE } });
    page = library.page;
  }, 60_000);

  afterAll(async () => {
    await library?.close();
  });

  it('shows a save refused by an edit conflict where the admin is, at the bottom of the form', async () => {
    await openForm(5);
    await savedByAnotherAdmin(5, 'Saved by the other admin');
    await page.locator('#instruction-title').fill('My title');
    await page.locator('#instruction-type').selectOption('technical_manual');
    await page.getByRole('tab', { name: /Deutsch/ }).click();
    await page.locator('#title-de').fill('Mein Titel');
    await page.getByRole('tab', { name: /English/ }).click();
    await page.locator('#content-en').fill('My own text');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: 'Save Changes' }).click();

    const panel = page.locator('.edit-conflict');
    await panel.getByText('Someone else saved this instruction').waitFor();
    await expect.poll(() => inViewport('.edit-conflict')).toBe(true);
    expect(await panel.evaluate((element) => element === document.activeElement)).toBe(true);
    const toast = page.locator('.bp6-toast', { hasText: 'another admin saved this instruction first' });
    await toast.waitFor();
    // A toast slides in from 40 px above its place.
    await expect.poll(() => inViewport('.bp6-toast')).toBe(true);
    await screenshot(page, 'instruction-conflict-from-bottom-1366');
    await page.setViewportSize(NARROW);
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'instruction-conflict-from-bottom-360');
    await page.setViewportSize(WIDE);
  });

  it('keeps every field typed before "Load the latest version" to copy or use again, until dismissed', async () => {
    await page.getByRole('button', { name: 'Load the latest version' }).click();
    await expect.poll(() => page.locator('#instruction-title').inputValue()).toBe('Saved by the other admin');
    const panel = page.locator('.edit-conflict');
    await panel.getByText('Your unsaved version').waitFor();
    await page
      .locator('.bp6-toast', { hasText: 'another admin saved this instruction first' })
      .waitFor({ state: 'detached' });
    expect(await page.locator('#conflict-typed-title').inputValue()).toBe('My title');
    expect(await page.locator('#conflict-typed-type').inputValue()).toBe('Technical Manual');
    expect(await page.locator('#conflict-typed-titles-de').inputValue()).toBe('Mein Titel');
    expect(await page.locator('#conflict-typed-contents-en').inputValue()).toBe('My own text');
    expect(await panel.getByRole('button', { name: 'Copy' }).count()).toBe(4);
    await screenshot(page, 'instruction-conflict-unsaved-version-1366');
    await page.setViewportSize(NARROW);
    await screenshot(page, 'instruction-conflict-unsaved-version-360');
    await page.setViewportSize(WIDE);

    await page
      .locator('.bp6-form-group', { has: page.locator('#conflict-typed-title') })
      .getByRole('button', { name: 'Use mine' })
      .click();
    expect(await page.locator('#instruction-title').inputValue()).toBe('My title');
    await panel.getByRole('button', { name: 'Dismiss' }).click();
    await panel.waitFor({ state: 'detached' });
  });

  it('takes a retried save whose first answer was lost as the admin’s own, not as someone else’s', async () => {
    await openForm(3);
    await page.locator('#instruction-title').fill('Retried title');
    let answersLost = 0;
    await page.route('**/api/admin/instructions/3', async (route) => {
      if (route.request().method() !== 'PUT' || answersLost > 0) return route.continue();
      answersLost += 1;
      // The server stores the save; its answer never reaches the page.
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.locator('.bp6-toast.bp6-intent-danger').first().waitFor();
    expect((await library.admin.getJson<AdminInstructionDetail>('/api/admin/instructions/3')).title).toBe(
      'Retried title',
    );
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.locator('.bp6-toast', { hasText: 'Instruction updated successfully' }).waitFor();
    expect(await page.locator('.edit-conflict').count()).toBe(0);
    expect(answersLost).toBe(1);
    await page.unroute('**/api/admin/instructions/3');
  });

  it('keeps a table with a merged cell and an image width as HTML through the tabs, the save and the public page', async () => {
    const media = await library.admin.getJson<{ url: string }[]>('/api/admin/media');
    const imageUrl = media[0]?.url;
    if (!imageUrl) throw new Error('the demo catalogue has no image');
    const html = [
      '<table><thead><tr><th colspan="2">Battery</th></tr></thead>',
      '<tbody><tr><td>Voltage</td><td>18 V</td></tr></tbody></table>',
      `<p><img src="${imageUrl}" alt="Battery pack" width="120"></p>`,
    ].join('\n');
    await openForm('new');
    await page.locator('#instruction-title').fill('Battery table');
    await page.getByText('Universal Instruction', { exact: true }).click();
    await page.getByRole('tab', { name: 'HTML' }).click();
    await page.locator('#content-en').fill(html);

    const markdownTab = page.getByRole('tab', { name: 'Markdown' });
    await page.locator('[role="tab"][aria-disabled="true"]', { hasText: 'Markdown' }).waitFor();
    const why = page.locator('#content-en-markdown-unavailable');
    expect(await why.innerText()).toContain('merged table cells, image sizes');
    await markdownTab.click({ force: true });
    expect(await page.locator('#content-en').inputValue()).toBe(html);
    await screenshot(page, 'editor-markdown-not-offered-1366');

    await page.getByRole('tab', { name: 'Voorbeeld' }).click();
    await page.getByTestId('editor-preview').locator('th[colspan="2"]').waitFor();
    await page.getByRole('tab', { name: 'HTML' }).click();
    await page.getByRole('button', { name: 'Create Instruction' }).click();
    await page.getByRole('heading', { name: 'Instructions' }).waitFor();

    const list = await library.admin.getJson<AdminInstructionListItem[]>('/api/admin/instructions');
    const created = list.find((item) => item.title === 'Battery table');
    if (!created) throw new Error('the instruction was not created');
    await page.goto(`${library.server.url}/manual/${created.instructionNumber}/en`);
    await page.locator('th[colspan="2"]', { hasText: 'Battery' }).waitFor();
    expect(await page.locator('img[alt="Battery pack"]').getAttribute('width')).toBe('120');
  });

  it('names the language of each title field in the admin’s own language', async () => {
    await openForm(1);
    const labels: Record<string, string> = {
      nl: 'Titel in het Engels',
      de: 'Titel auf Englisch',
      fr: 'Titre en anglais',
      en: 'Title in English',
    };
    for (const [language, label] of Object.entries(labels)) {
      await page.locator('.admin-sidebar select').selectOption(language);
      await page.locator('label[for="title-en"]', { hasText: label }).waitFor();
      await screenshot(page, `instruction-form-language-title-${language}-1366`);
    }
  });

  it('keeps the keyboard in the category dialog after the server refuses a name', async () => {
    const [existing] = await library.admin.getJson<{ name: string }[]>('/api/admin/categories');
    if (!existing) throw new Error('the demo catalogue has no category');
    await page.goto(`${library.server.url}/admin/categories`);
    await page.getByRole('button', { name: 'Add Category' }).click();
    await page.locator('#category-name').fill(existing.name);
    await page.locator('.bp6-dialog').getByRole('button', { name: 'Create' }).click();
    await page.locator('.bp6-toast.bp6-intent-danger').first().waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'category-name');
    await screenshot(page, 'category-dialog-after-refusal-1366');
    await page.keyboard.press('Escape');
    await page.locator('.bp6-dialog').waitFor({ state: 'detached' });
  });
});

describe('a follower’s instruction form is read-only', () => {
  let follower: AdminLibrary;

  beforeAll(async () => {
    follower = await signedInAdmin(browser, { demo: true, context: { viewport: WIDE } });
    expect((await follower.admin.post('/api/admin/library/publish', {})).status).toBe(201);
    // Another hub's key: an install may not follow its own, and the page reads the same either way.
    const followed = await follower.admin.put('/api/admin/library/follow', {
      publicKey: publicKeyLine(generateSigningKey().publicKey),
    });
    expect(followed.status).toBe(200);
  }, 60_000);

  afterAll(async () => {
    await follower?.close();
  });

  it('shows the hub’s content in fields that cannot be changed, and leaves without a prompt', async () => {
    const kiosk = follower.page;
    await kiosk.goto(`${follower.server.url}/admin/instructions/1`);
    await kiosk.locator('.follower-banner').waitFor();
    const title = kiosk.locator('#instruction-title');
    await kiosk.locator('#instruction-title:disabled').waitFor();
    const before = await title.inputValue();
    expect(before).not.toBe('');
    expect(await kiosk.locator('#instruction-type').isDisabled()).toBe(true);
    expect(await kiosk.locator('#instruction-source-language').isDisabled()).toBe(true);
    expect(await kiosk.locator('#title-en').isDisabled()).toBe(true);
    expect(await kiosk.getByRole('button', { name: 'Bold' }).isDisabled()).toBe(true);
    const content = kiosk.locator('#content-en');
    const text = await content.inputValue();
    await content.click();
    await kiosk.keyboard.type('typed on the follower');
    expect(await content.inputValue()).toBe(text);
    await kiosk.getByRole('tab', { name: /Deutsch/ }).click();
    await kiosk.locator('#content-de').waitFor();
    await screenshot(kiosk, 'follower-instruction-form-1366');

    await kiosk.getByRole('button', { name: 'Back to Instructions' }).click();
    await kiosk.getByRole('heading', { name: 'Instructions' }).waitFor();
    expect(await kiosk.getByText('Unsaved changes').count()).toBe(0);
  });
});

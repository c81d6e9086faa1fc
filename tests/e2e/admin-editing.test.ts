import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { useEndToEnd } from '../support/e2e-fixture';
import { requestsSentDuring } from '../support/sent-requests';
import type { ServerProcess } from '../support/server-process';

let server: ServerProcess;
let context: BrowserContext;
let page: Page;

/** Every request changing an instruction that `action` sets off. */
async function instructionWrites(action: () => Promise<void>): Promise<string[]> {
  const sent = await requestsSentDuring(page, action);
  return sent
    .filter((request) => /\/api\/admin\/instructions/.test(request.url()) && request.method() !== 'GET')
    .map((request) => `${request.method()} ${new URL(request.url()).pathname}`);
}

async function openForm(urlPath: string): Promise<void> {
  await page.goto(`${server.url}${urlPath}`);
  await page.locator('#content-en').waitFor();
}

async function selectInEditor(text: string): Promise<void> {
  await page.locator('#content-en').evaluate((area: HTMLTextAreaElement, wanted) => {
    const start = area.value.indexOf(wanted);
    area.focus();
    area.setSelectionRange(start, start + wanted.length);
  }, text);
}

/** Opens an instruction in a new tab, edits it and closes the tab: the dialog the browser showed, if any. */
async function closeEditedTab(): Promise<string> {
  const tab = await context.newPage();
  await tab.goto(`${server.url}/admin/instructions/1`);
  await tab.locator('#content-en').waitFor();
  await tab.locator('#instruction-title').fill('Another change');
  const outcome = new Promise<string>((resolve) => {
    tab.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    });
    tab.once('close', () => resolve('closed without asking'));
  });
  await tab.close({ runBeforeUnload: true });
  return outcome;
}

/** Whether each toast shown now lies inside the viewport, measured at one moment: toasts come and go. */
/** Measured once no toast is sliding in or fading out: an entering toast starts 40 px above its place. */
async function toastsInViewport(): Promise<boolean[]> {
  const moving = '.bp6-toast-enter, .bp6-toast-appear, .bp6-toast-exit';
  await page.locator(moving).first().waitFor({ state: 'detached' });
  return page.locator('.bp6-toast').evaluateAll((toasts) =>
    toasts.map((toast) => {
      const box = toast.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    }),
  );
}

describe('admin editing never loses work', () => {
  const e2e = useEndToEnd({
    process: {},
    context: { viewport: { width: 1366, height: 768 } },
    admin: { username: 'editor', password: 'secret-pass' },
  });
  beforeAll(() => {
    ({ server, context, page } = e2e);
  });

  it('inserts a link with Enter around the selection in edit mode without saving the instruction', async () => {
    await openForm('/admin/instructions/1');
    const editor = page.locator('#content-en');
    await editor.fill('Read the safety sheet first.');
    await selectInEditor('safety sheet');
    const writes = await instructionWrites(async () => {
      await page.getByRole('button', { name: 'Insert link' }).click();
      await page.locator('#editor-url').fill('https://example.com/safety');
      await page.locator('#editor-url').press('Enter');
      await page.locator('.bp6-dialog').waitFor({ state: 'detached' });
    });
    expect(writes).toEqual([]);
    expect(await editor.inputValue()).toBe('Read the [safety sheet](https://example.com/safety) first.');
    expect(await editor.evaluate((area) => area === document.activeElement)).toBe(true);
    // Typing on continues after the link and keeps its text.
    await page.keyboard.type(' now');
    expect(await editor.inputValue()).toBe('Read the [safety sheet](https://example.com/safety) now first.');
    await expect.poll(() => page.locator('.bp6-toast').count()).toBe(0);
  });

  it('inserts an image by URL at the caret with the Insert button', async () => {
    const editor = page.locator('#content-en');
    await editor.evaluate((area: HTMLTextAreaElement) => {
      area.focus();
      area.setSelectionRange(area.value.length, area.value.length);
    });
    const writes = await instructionWrites(async () => {
      await page.getByRole('button', { name: 'Insert image' }).click();
      await page.locator('#editor-url').fill('/api/media/1');
      await page.getByRole('button', { name: 'Insert', exact: true }).click();
      await page.locator('.bp6-dialog').waitFor({ state: 'detached' });
    });
    expect(writes).toEqual([]);
    expect(await editor.inputValue()).toMatch(/first\.!\[image\]\(\/api\/media\/1\)$/);
    await screenshot(page, 'editor-after-inserts');
  });

  it('never creates a half-written instruction from the link dialog in create mode', async () => {
    await openForm('/admin/instructions/new');
    await page.locator('#instruction-title').fill('Half written');
    await page.locator('#instruction-category').selectOption({ index: 1 });
    await page.locator('#content-en').fill('Draft');
    const writes = await instructionWrites(async () => {
      await page.getByRole('button', { name: 'Insert link' }).click();
      await page.locator('#editor-url').fill('https://example.com');
      await page.locator('#editor-url').press('Enter');
      await page.locator('.bp6-dialog').waitFor({ state: 'detached' });
    });
    expect(writes).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/admin/instructions/new');
    expect(await page.locator('#content-en').inputValue()).toBe(
      'Draft[https://example.com](https://example.com)',
    );
  });

  it('takes the link text from its own field, completes www addresses and refuses unsafe schemes', async () => {
    const editor = page.locator('#content-en');
    await editor.fill('See the manual.');
    await selectInEditor('manual');
    await page.getByRole('button', { name: 'Insert link' }).click();
    expect(await page.locator('#editor-text').inputValue()).toBe('manual');
    await page.locator('#editor-url').fill('javascript:alert(1)');
    await page.locator('#editor-url').press('Enter');
    await page.getByText('This kind of address is not allowed here.', { exact: false }).waitFor();
    await screenshot(page, 'editor-link-dialog');
    await page.locator('#editor-url').fill('www.example.com/manual');
    await page.locator('#editor-text').fill('the printed manual');
    await page.locator('#editor-url').press('Enter');
    await page.locator('.bp6-dialog').waitFor({ state: 'detached' });
    expect(await editor.inputValue()).toBe('See the [the printed manual](https://www.example.com/manual).');

    await editor.fill('Top');
    await page.getByRole('button', { name: 'Insert link' }).click();
    await page.locator('#editor-url').fill('#safety');
    await page.locator('#editor-text').fill('Safety');
    await page.getByRole('button', { name: 'Insert', exact: true }).click();
    await page.locator('.bp6-dialog').waitFor({ state: 'detached' });
    expect(await editor.inputValue()).toBe('Top[Safety](#safety)');

    await page.getByRole('button', { name: 'Insert image' }).click();
    await page.locator('#editor-url').fill('data:image/png;base64,AAAA');
    await page.locator('#editor-url').press('Enter');
    await page.getByText('This kind of address is not allowed here.', { exact: false }).waitFor();
    await page.locator('.bp6-dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.locator('.bp6-dialog').waitFor({ state: 'detached' });
  });

  it('wraps the selection or selects a placeholder alike for every toolbar button', async () => {
    const editor = page.locator('#content-en');
    for (const [button, expected] of [
      ['Italic', '*text*'],
      ['Code', '`text`'],
      ['Quote', '> text'],
    ] as const) {
      await editor.fill('');
      await page.getByRole('button', { name: button, exact: true }).click();
      await expect.poll(() => editor.inputValue()).toBe(expected);
      // The editor selects the placeholder after React has rendered the new text.
      await expect
        .poll(() =>
          editor.evaluate((area: HTMLTextAreaElement) =>
            area.value.slice(area.selectionStart, area.selectionEnd),
          ),
        )
        .toBe('text');
    }
  });

  it('shows every failing rule at its field with one validation toast in view, and clears each once fixed', async () => {
    await openForm('/admin/instructions/new');
    await page.getByRole('button', { name: 'Create Instruction' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const writes = await instructionWrites(async () => {
      await page.getByRole('button', { name: 'Create Instruction' }).click();
      await page.getByRole('button', { name: 'Create Instruction' }).click();
    });
    expect(writes).toEqual([]);
    await page.getByText('Title is required').waitFor();
    await page.getByText('Category is required for non-universal instructions').waitFor();
    await page.getByText('At least one language content is required').waitFor();
    await expect.poll(() => page.locator('.bp6-toast', { hasText: 'Validation Error' }).count()).toBe(1);
    expect(await toastsInViewport()).toEqual([true]);
    await screenshot(page, 'instruction-form-validation');

    await page.locator('#instruction-title').fill('Cleaning the filter');
    await page.getByText('Title is required').waitFor({ state: 'detached' });
    await page.getByText('Category is required for non-universal instructions').waitFor();
  });

  it('disables the category of a universal instruction and lists it as Universal', async () => {
    await page.locator('#instruction-category').selectOption({ index: 1 });
    await page.getByText('Universal Instruction', { exact: true }).click();
    expect(await page.locator('#instruction-category').isDisabled()).toBe(true);
    await page.getByText('Not used: a universal instruction applies to every article number.').waitFor();
    await page.locator('#content-en').fill('Rinse the filter under running water.');
    await page.getByRole('button', { name: 'Create Instruction' }).click();
    await page.getByRole('heading', { name: 'Instructions' }).waitFor();
    const row = page.locator('tbody tr', { hasText: 'Cleaning the filter' });
    expect(await row.locator('td').nth(1).innerText()).toBe('Universal');
    const added = page.locator('.bp6-toast', { hasText: 'Instruction created successfully' });
    await added.waitFor();
    expect(await toastsInViewport()).not.toContain(false);
    const toastBox = await added.boundingBox();
    const buttonBox = await page.getByRole('button', { name: 'New Instruction' }).boundingBox();
    expect(toastBox && buttonBox).toBeTruthy();
    const overlaps =
      !!toastBox &&
      !!buttonBox &&
      toastBox.x < buttonBox.x + buttonBox.width &&
      buttonBox.x < toastBox.x + toastBox.width &&
      toastBox.y < buttonBox.y + buttonBox.height &&
      buttonBox.y < toastBox.y + toastBox.height;
    expect(overlaps).toBe(false);
  });

  it('asks before unsaved edits are left by a sidebar link, Cancel or the back button', async () => {
    // Opened from the list, so the back button stays inside the app.
    await page.goto(`${server.url}/admin/instructions`);
    await page.locator('tbody tr a').first().click();
    await page.locator('#content-en').waitFor();
    const formPath = new URL(page.url()).pathname;
    await page.locator('#instruction-title').fill('Changed title');

    await page.getByRole('menuitem', { name: 'Categories' }).click();
    await page.getByText('Unsaved changes').waitFor();
    await page.getByRole('button', { name: 'Keep editing' }).click();
    expect(new URL(page.url()).pathname).toBe(formPath);
    expect(await page.locator('#instruction-title').inputValue()).toBe('Changed title');

    await page.goBack();
    await page.getByText('Unsaved changes').waitFor();
    await page.getByRole('button', { name: 'Keep editing' }).click();
    expect(new URL(page.url()).pathname).toBe(formPath);
    expect(await page.locator('#instruction-title').inputValue()).toBe('Changed title');

    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Unsaved changes').waitFor();
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await page.getByRole('heading', { name: 'Instructions' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/instructions');
  });

  it('lets the browser ask before a tab with unsaved edits is closed', async () => {
    // Chromium closes a tab without asking when its page does not answer the question in time,
    // which a starved CI machine can cause; a page that never asks fails every try.
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 3 && !outcomes.includes('beforeunload'); attempt++) {
      outcomes.push(await closeEditedTab());
    }
    expect(outcomes).toContain('beforeunload');
  });

  it('inserts an image from the gallery picker, filtered by file name', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const answer = await page.request.post(`${server.url}/api/admin/media`, {
      multipart: { file: { name: 'wall-bracket.png', mimeType: 'image/png', buffer: png } },
    });
    expect(answer.status()).toBe(201);
    const image = (await answer.json()) as { id: number; url: string };

    await openForm('/admin/instructions/new');
    await page.locator('#content-en').fill('Step 1: ');
    await page.getByRole('button', { name: 'Insert from gallery' }).click();
    const picker = page.locator('.gallery-picker');
    await picker.locator('.gallery-picker-item').first().waitFor();
    await picker.getByPlaceholder('Filter by file name').fill('BRACKET');
    await expect.poll(() => picker.locator('.gallery-picker-item').count()).toBe(1);
    await screenshot(page, 'editor-gallery-picker');
    await picker.getByRole('button', { name: 'Insert wall-bracket.png' }).click();
    await picker.waitFor({ state: 'detached' });
    expect(await page.locator('#content-en').inputValue()).toBe(`Step 1: ![wall-bracket.png](${image.url})`);
  });

  it('stores a gallery URL copied from another address relative, and names its users before deleting', async () => {
    const items = (await (await page.request.get(`${server.url}/api/admin/media`)).json()) as {
      id: number;
      filename: string;
    }[];
    const image = items.find((item) => item.filename === 'wall-bracket.png');
    if (!image) throw new Error('the uploaded image is missing');
    await page.locator('#instruction-title').fill('Bracket with picture');
    await page.getByText('Universal Instruction', { exact: true }).click();
    await page.locator('#content-en').fill(`![Bracket](http://192.168.1.20:8080/api/media/${image.id})`);
    await page.getByRole('button', { name: 'Create Instruction' }).click();
    await page.getByRole('heading', { name: 'Instructions' }).waitFor();
    const list = (await (await page.request.get(`${server.url}/api/admin/instructions`)).json()) as {
      id: number;
      title: string;
      instructionNumber: string;
    }[];
    const saved = list.find((instruction) => instruction.title === 'Bracket with picture');
    if (!saved) throw new Error('the instruction was not created');
    const detail = (await (
      await page.request.get(`${server.url}/api/admin/instructions/${saved.id}`)
    ).json()) as {
      contents: { content: string }[];
    };
    expect(detail.contents[0]?.content).toBe(`![Bracket](/api/media/${image.id})`);

    await page.goto(`${server.url}/admin/media-gallery`);
    const card = page.locator('.media-card', { hasText: 'wall-bracket.png' });
    await card.getByRole('button', { name: /Verwijderen|Delete/ }).click();
    const usage = page.getByTestId('media-usage');
    await usage.waitFor();
    expect(await usage.innerText()).toContain(`${saved.instructionNumber}: Bracket with picture`);
    await screenshot(page, 'media-delete-used-image');
    await page.getByRole('button', { name: 'Annuleren' }).click();
  });

  it("does not overwrite another admin's save, and offers the latest version keeping the typed text", async () => {
    await openForm('/admin/instructions/2');
    const stored = (await (await page.request.get(`${server.url}/api/admin/instructions/2`)).json()) as {
      title: string;
      categoryId: number | null;
      isUniversal: boolean;
      revision: number;
      contents: { language: string; content: string }[];
    };
    const other = await page.request.put(`${server.url}/api/admin/instructions/2`, {
      data: {
        instruction: {
          title: 'Saved by the other admin',
          isUniversal: stored.isUniversal,
          categoryId: stored.categoryId,
        },
        contents: Object.fromEntries(stored.contents.map((entry) => [entry.language, entry.content])),
        baseRevision: stored.revision,
      },
    });
    expect(other.status()).toBe(200);

    await page.locator('#instruction-title').fill('My title');
    await page.locator('#content-en').fill('My own text');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.locator('.edit-conflict').getByText('Someone else saved this instruction').waitFor();
    await page.getByRole('button', { name: 'Load the latest version' }).click();
    await expect.poll(() => page.locator('#instruction-title').inputValue()).toBe('Saved by the other admin');
    expect(await page.locator('#conflict-typed-title').inputValue()).toBe('My title');
    expect(await page.locator('#conflict-typed-contents-en').inputValue()).toBe('My own text');
    await screenshot(page, 'instruction-edit-conflict');
  });
});

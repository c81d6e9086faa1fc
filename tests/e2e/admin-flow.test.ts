import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminInstructionDetail } from '../../common/api/instructions';
import { TEST_ADMIN, type ApiClient } from '../api/support/api-server';
import { createCategory, fileForm } from '../fixtures/upload-forms';
import {
  freshLibrary,
  requireRendererBuild,
  signedInAdmin,
  type AdminLibrary,
  type FreshLibrary,
} from '../support/admin-library';
import { screenshot } from '../support/browser';
import { useBrowser } from '../support/e2e-fixture';

// A real 1×1 PNG: the server checks that uploads are images.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const TEXT_FILE = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') };

// Every test opens a library of its own, so one failing test cannot take the next ones down with it.
let browser: Browser;
let library: FreshLibrary | undefined;
let page: Page;

async function openFresh(): Promise<FreshLibrary> {
  library = await freshLibrary(browser, { context: { acceptDownloads: true } });
  page = library.page;
  return library;
}

async function openSignedIn(): Promise<AdminLibrary> {
  const signedIn = await signedInAdmin(browser, { context: { acceptDownloads: true } });
  library = signedIn;
  page = signedIn.page;
  return signedIn;
}

function pathOf(current: Page): string {
  return decodeURIComponent(new URL(current.url()).pathname);
}

async function go(urlPath: string): Promise<void> {
  await page.goto(`${library?.server.url}${urlPath}`);
}

/** Opens the dashboard and follows its side menu, the way an admin arrives at a list. */
async function viaMenu(item: string): Promise<void> {
  await go('/admin/dashboard');
  await page.getByRole('menuitem', { name: item }).click();
}

/** Waits for a toast carrying `text`, then closes every toast so the next check starts clean. */
async function expectToast(text: string): Promise<void> {
  await page.locator('.bp6-toast').filter({ hasText: text }).first().waitFor();
  for (const close of await page.locator('.bp6-toast button[aria-label="Close"]').all()) {
    await close.click().catch(() => undefined);
  }
  await expect.poll(() => page.locator('.bp6-toast').count()).toBe(0);
}

function alertDialog(): Locator {
  return page.locator('.bp6-alert');
}

function row(text: string): Locator {
  return page.locator('tbody tr').filter({ hasText: text });
}

/**
 * Holds back the answers of one API path (they still come from our server) until the returned
 * function is called, so a loading state can be seen.
 */
async function holdBack(apiPath: string): Promise<() => Promise<void>> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const url = `${library?.server.url}${apiPath}`;
  const answering: Promise<void>[] = [];
  await page.route(url, (route) => {
    const answer = held.then(() => route.continue());
    answering.push(answer);
    return answer;
  });
  return async () => {
    release();
    await Promise.all(answering);
    await page.unroute(url);
  };
}

async function editorText(language: string): Promise<string> {
  return page.locator(`#content-${language}`).inputValue();
}

async function expectStatus(response: Response, status: number): Promise<Response> {
  if (response.status !== status)
    throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return response;
}

const WALL_MOUNTING_EN =
  '# Mounting the unit\n\n1. Drill holes\n2. Fix the bracket\n\n> warning: Switch the power off first.\n';
const WALL_MOUNTING_DE = '# Montage\n\nSchritt eins: Löcher bohren.';

/** The instruction "Wall mounting" (English and German) in `categoryId`, as the editor saves it. */
async function createWallMounting(admin: ApiClient, categoryId: number): Promise<number> {
  const response = await admin.post('/api/admin/instructions', {
    instruction: {
      title: 'Wall mounting',
      type: 'user_manual',
      isUniversal: false,
      excludePatterns: [],
      categoryId,
    },
    contents: { en: WALL_MOUNTING_EN, de: WALL_MOUNTING_DE },
    titles: { de: 'Wandmontage' },
  });
  return ((await (await expectStatus(response, 201)).json()) as AdminInstructionDetail).id;
}

async function addArticleNumber(admin: ApiClient, number: string, categoryIds: number[]): Promise<void> {
  await expectStatus(await admin.post('/api/admin/article-numbers/bulk', { number, categoryIds }), 201);
}

/** Replaces the article numbers through the CSV import the admin page uses. */
async function importArticleNumbers(admin: ApiClient, csv: string): Promise<void> {
  const response = await admin.request('POST', '/api/admin/article-numbers/import', {
    body: fileForm('file', csv, 'numbers.csv', 'text/csv'),
  });
  await expectStatus(response, 200);
}

/** Mounting, with "Wall mounting" in it and AVN-R110 showing it on the public pages. */
async function mountedLibrary(): Promise<{ admin: ApiClient; instructionId: number }> {
  const { admin } = await openSignedIn();
  const mounting = await createCategory(admin, 'Mounting');
  const instructionId = await createWallMounting(admin, mounting);
  await addArticleNumber(admin, 'AVN-R110', [mounting]);
  return { admin, instructionId };
}

const shared = useBrowser();
beforeAll(() => {
  requireRendererBuild();
  browser = shared.browser;
});

afterEach(async () => {
  await library?.close();
  library = undefined;
});

describe('signing in', () => {
  it('sends a signed-out visitor from /admin to /auth, which offers to create the first admin', async () => {
    await openFresh();
    await go('/admin/categories');
    await page.getByRole('heading', { name: 'Create Admin Account' }).waitFor();
    expect(pathOf(page)).toBe('/auth');

    await page.getByLabel('Username').fill('keeper');
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Password must be at least 6 characters').waitFor();
    await screenshot(page, 'admin-register');

    await page.getByLabel('Password').fill('secret-pass');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(pathOf(page)).toBe('/admin/dashboard');
    await page.locator('.admin-username', { hasText: 'keeper' }).waitFor();
  });

  it('signs out, refuses a wrong password in a red box and signs in', async () => {
    await openSignedIn();
    await go('/admin/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(pathOf(page)).toBe('/auth');

    await page.getByLabel('Username').fill(TEST_ADMIN.username);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const failure = page.locator('.login-error.bp6-intent-danger');
    await failure.waitFor();
    expect((await failure.innerText()).trim().length).toBeGreaterThan(0);
    await screenshot(page, 'admin-login-failed');

    await page.getByLabel('Password').fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(pathOf(page)).toBe('/admin/dashboard');
    await page.locator('.admin-username', { hasText: TEST_ADMIN.username }).waitFor();
  });

  it('signs out and finds /admin closed', async () => {
    await openSignedIn();
    await go('/admin/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await go('/admin/dashboard');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(pathOf(page)).toBe('/auth');
    const status = await page.evaluate(async () => (await fetch('/api/admin/categories')).status);
    expect(status).toBe(401);
    await screenshot(page, 'admin-login');
  });
});

describe('categories', () => {
  it('adds, renames and deletes categories', async () => {
    await openSignedIn();
    await viaMenu('Categories');
    await page.getByRole('heading', { name: 'Categories' }).waitFor();
    await page.getByText('No categories found.').waitFor();

    await page.getByRole('button', { name: 'Add Category' }).click();
    await page.getByLabel('Name').fill('   Mounting   ');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expectToast('Category created successfully');
    await row('Mounting').waitFor();
    expect((await row('Mounting').locator('td').first().innerText()).trim()).toBe('Mounting');
    // The name reads on the line of its row's buttons, not above them.
    const middleOf = (box: { y: number; height: number } | null) =>
      box ? box.y + box.height / 2 : Number.NaN;
    const nameMiddle = await row('Mounting')
      .locator('td')
      .first()
      .evaluate((cell) => {
        const text = document.createRange();
        text.selectNodeContents(cell);
        const box = text.getBoundingClientRect();
        return box.top + box.height / 2;
      });
    const buttonMiddle = middleOf(await row('Mounting').getByRole('button', { name: 'Edit' }).boundingBox());
    expect(Math.abs(nameMiddle - buttonMiddle)).toBeLessThanOrEqual(3);

    await page.getByRole('button', { name: 'Add Category' }).click();
    await page.getByLabel('Name').fill('Temporary');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expectToast('Category created successfully');
    await row('Temporary').getByRole('button', { name: 'Edit' }).click();
    expect(await page.getByLabel('Name').inputValue()).toBe('Temporary');
    await page.getByLabel('Name').fill('Spare parts');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast('Category updated successfully');
    await row('Spare parts').waitFor();
    await screenshot(page, 'admin-categories');

    await row('Spare parts').getByRole('button', { name: 'Delete' }).click();
    await alertDialog().getByText('Are you sure you want to delete this category?').waitFor();
    await alertDialog().getByRole('button', { name: 'Delete' }).click();
    await expectToast('Category deleted successfully');
    await expect.poll(() => row('Spare parts').count()).toBe(0);
  });

  it('says why a change is refused, in the admin language', async () => {
    await mountedLibrary();
    await viaMenu('Categories');
    await row('Mounting').getByRole('button', { name: 'Delete' }).click();
    await alertDialog().getByRole('button', { name: 'Delete' }).click();
    await expectToast('The category “Mounting” cannot be deleted: 1 instruction still uses it.');
    await row('Mounting').waitFor();

    await page.getByRole('button', { name: 'Add Category' }).click();
    await page.getByLabel('Name').fill('mounting');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expectToast('A category named “Mounting” already exists.');
    await page.locator('.bp6-dialog').getByRole('button', { name: 'Cancel' }).click();
  });
});

describe('instructions', () => {
  it('validates the instruction form with the spec texts', async () => {
    const { admin } = await openSignedIn();
    await createCategory(admin, 'Mounting');
    await viaMenu('Instructions');
    await page.getByText('No instructions found.').waitFor();
    await page.getByRole('button', { name: 'New Instruction' }).click();
    await page.getByRole('heading', { name: 'Create Instruction' }).waitFor();
    expect(await page.locator('#instruction-type').inputValue()).toBe('user_manual');
    expect(await page.locator('#instruction-exclude').count()).toBe(0);

    // Every failing rule shows at its field at once; each message goes as soon as its field is fixed.
    const create = page.getByRole('button', { name: 'Create Instruction' });
    await create.click();
    await expectToast('Validation Error');
    await page.getByText('Title is required').waitFor();
    await page.getByText('Category is required for non-universal instructions').waitFor();
    await page.getByText('At least one language content is required').waitFor();
    await page.locator('#instruction-title').fill('Wall mounting');
    await page.getByText('Title is required').waitFor({ state: 'detached' });
    await page.locator('#instruction-category').selectOption({ label: 'Mounting' });
    await page
      .getByText('Category is required for non-universal instructions')
      .waitFor({ state: 'detached' });
    await create.click();
    await expectToast('Validation Error');
    await page.getByText('At least one language content is required').waitFor();
    expect(await page.locator('.bp6-toast').count()).toBe(0);

    await page.getByText('Universal Instruction', { exact: true }).click();
    await page.locator('#instruction-exclude').waitFor();
    await page.getByText('Universal Instruction', { exact: true }).click();
    await expect.poll(() => page.locator('#instruction-exclude').count()).toBe(0);
  });

  it('writes content in two languages with the editor, converts, previews and uploads an image', async () => {
    const { admin } = await openSignedIn();
    await createCategory(admin, 'Mounting');
    await go('/admin/instructions/new');
    await page.getByRole('heading', { name: 'Create Instruction' }).waitFor();
    await page.locator('#instruction-title').fill('Wall mounting');
    await page.locator('#instruction-category').selectOption({ label: 'Mounting' });

    const markdown = page.locator('#content-en');
    expect(await markdown.getAttribute('placeholder')).toBe('Voer Markdown content in...');
    expect(
      await markdown.evaluate((element) => element.getBoundingClientRect().height),
    ).toBeGreaterThanOrEqual(400);
    await markdown.fill(`${WALL_MOUNTING_EN}\n`);

    await page.getByTestId('content-en-upload').setInputFiles(TEXT_FILE);
    await expectToast('Selecteer alleen afbeeldingsbestanden.');
    await page
      .getByTestId('content-en-upload')
      .setInputFiles({ name: 'bracket.png', mimeType: 'image/png', buffer: PNG });
    await expectToast('De afbeelding is geüpload en ingevoegd.');
    expect(await editorText('en')).toMatch(/!\[bracket\.png\]\(\/api\/media\/\d+\)/);

    await page.getByRole('button', { name: 'Bold' }).click();
    expect(await editorText('en')).toContain('**text**');

    await page.getByRole('tab', { name: 'HTML' }).click();
    expect(await page.locator('#content-en').getAttribute('placeholder')).toBe('Voer HTML content in...');
    const html = await editorText('en');
    expect(html).toContain('<h1>Mounting the unit</h1>');
    expect(html).toMatch(/<ol>\s*<li>Drill holes<\/li>/);
    expect(html).toMatch(/<blockquote>\s*<p>warning: Switch the power off first.<\/p>/);
    expect(html).toMatch(/<img src="\/api\/media\/\d+" alt="bracket.png">/);

    await page.getByRole('tab', { name: 'Markdown' }).click();
    const back = await editorText('en');
    expect(back).toContain('# Mounting the unit');
    expect(back).toContain('1. Drill holes\n2. Fix the bracket');
    expect(back).toContain('> warning: Switch the power off first.');
    expect(back).toMatch(/!\[bracket\.png\]\(\/api\/media\/\d+\)/);

    await page.getByRole('tab', { name: 'Voorbeeld' }).click();
    const preview = page.getByTestId('editor-preview');
    await preview.getByRole('heading', { name: 'Mounting the unit' }).waitFor();
    await preview.locator('.content-callout-warning', { hasText: 'Switch the power off first.' }).waitFor();
    await expect
      .poll(() => preview.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(1);
    await screenshot(page, 'admin-instruction-preview');

    await page.getByRole('tab', { name: /Deutsch/ }).click();
    await page.locator('#title-de').fill('Wandmontage');
    await page.locator('#content-de').fill(WALL_MOUNTING_DE);
    await screenshot(page, 'admin-instruction-form');

    await page.getByRole('button', { name: 'Create Instruction' }).click();
    await expectToast('Instruction created successfully');
    await page.getByRole('heading', { name: 'Instructions' }).waitFor();
    expect(pathOf(page)).toBe('/admin/instructions');
    const listed = row('Wall mounting');
    await listed.waitFor();
    expect(await listed.locator('td').nth(1).innerText()).toBe('Mounting');
    expect(await listed.locator('.bp6-tag').allInnerTexts()).toEqual(['EN', 'DE']);
    await screenshot(page, 'admin-instructions');
    expect(await listed.getByRole('link', { name: 'Wall mounting' }).getAttribute('href')).toMatch(
      /^\/admin\/instructions\/\d+$/,
    );
  });

  it('disables the editor upload button while an upload runs', async () => {
    await openSignedIn();
    await go('/admin/instructions/new');
    await page.getByRole('heading', { name: 'Create Instruction' }).waitFor();
    const release = await holdBack('/api/admin/upload-image');
    const button = page.getByRole('button', { name: 'Upload image' });
    await page
      .getByTestId('content-en-upload')
      .setInputFiles({ name: 'slow.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => button.isDisabled()).toBe(true);
    await release();
    await expectToast('De afbeelding is geüpload en ingevoegd.');
    expect(await button.isDisabled()).toBe(false);
    expect(await editorText('en')).toMatch(/!\[slow\.png\]\(\/api\/media\/\d+\)/);
  });

  it('shows the instruction on the public page in both languages', async () => {
    await mountedLibrary();
    await go('/instructions/AVN-R110/en');
    await page.getByRole('link', { name: /Wall mounting/ }).click();
    await page.getByRole('heading', { name: 'Mounting the unit' }).waitFor();
    await page.getByText('Switch the power off first.').waitFor();

    await go('/instructions/AVN-R110/de');
    await page.getByRole('link', { name: /Wandmontage/ }).click();
    await page.getByRole('heading', { name: 'Montage', exact: true }).waitFor();
    await page.getByText('Schritt eins: Löcher bohren.').waitFor();
  });

  it('edits the instruction: opens on the first language with content, saves and stays', async () => {
    const { instructionId } = await mountedLibrary();
    const instructionPath = `/admin/instructions/${instructionId}`;
    await go(instructionPath);
    await page.getByRole('heading', { name: 'Edit Instruction' }).waitFor();
    await expect.poll(() => page.locator('#instruction-title').inputValue()).toBe('Wall mounting');
    expect(await page.getByRole('tab', { name: /English/ }).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('#instruction-category').inputValue()).not.toBe('');

    await page.locator('#instruction-title').fill('Wall mounting guide');
    await page.getByRole('tab', { name: /Deutsch/ }).click();
    await page.locator('#content-de').fill('# Montage\n\nSchritt eins: Dübel setzen.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast('Instruction updated successfully');
    expect(pathOf(page)).toBe(instructionPath);
    await expect.poll(() => page.locator('#instruction-title').inputValue()).toBe('Wall mounting guide');
    await screenshot(page, 'admin-instruction-edit');

    await go('/instructions/AVN-R110/de');
    await page.getByRole('link', { name: /Wandmontage/ }).click();
    await page.getByText('Schritt eins: Dübel setzen.').waitFor();
  });

  it('deletes the instruction after its confirm text', async () => {
    await mountedLibrary();
    await go('/admin/instructions');
    await row('Wall mounting').getByRole('button', { name: 'Delete' }).click();
    await alertDialog()
      .getByText('Are you sure you want to delete this instruction? This will also delete all translations.')
      .waitFor();
    await alertDialog().getByRole('button', { name: 'Delete' }).click();
    await expectToast('Instruction deleted successfully');
    await page.getByText('No instructions found.').waitFor();
  });
});

describe('article numbers', () => {
  it('adds an article number to a category after checking the form', async () => {
    const { admin } = await openSignedIn();
    await createCategory(admin, 'Mounting');
    await viaMenu('Article Numbers');
    await page.getByRole('heading', { name: 'Manage Article Numbers' }).waitFor();
    await page.getByText('No article numbers found.').waitFor();
    await page.getByText('Create an article number to link to instructions.').waitFor();
    // A new shop learns the import's format before picking a file, not from the error after a wrong one.
    await page.getByText(/import a CSV file: the first line article_number,category/).waitFor();
    await screenshot(page, 'admin-article-numbers-empty');
    expect(await page.getByRole('button', { name: 'Export CSV' }).getAttribute('aria-disabled')).toBe('true');

    await page.getByRole('button', { name: 'Add Article Number' }).click();
    const dialog = page.locator('.bp6-dialog');
    await dialog.getByRole('button', { name: 'Add Article Number' }).click();
    await dialog.getByText('Article number is required').waitFor();
    await dialog.getByLabel('Article Number').fill('AVN-R110');
    await dialog.getByRole('button', { name: 'Add Article Number' }).click();
    await dialog.getByText('Please select at least one category').waitFor();
    await screenshot(page, 'admin-article-number-dialog');
    await dialog.getByText('Mounting').click();
    await dialog.getByRole('button', { name: 'Add Article Number' }).click();
    await expectToast('Article number(s) created successfully');
    await row('AVN-R110').locator('.bp6-tag', { hasText: 'Mounting' }).waitFor();
    await page.getByText('Unique article numbers: 1').waitFor();
  });

  it('refuses a non-CSV file, imports a CSV that REPLACES everything and exports it again', async () => {
    await mountedLibrary();
    await go('/admin/article-numbers');
    await row('AVN-R110').waitFor();
    const input = page.getByTestId('import-csv-input');
    await input.setInputFiles({
      name: 'numbers.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('article_number,category\n'),
    });
    await expectToast('Please select a CSV file');

    const csv =
      'article_number,category\r\nXYZ-900,Mounting\r\nXYZ-900,Cleaning\r\nBAD-1,Cleaning\r\nAVN-R200,Mounting\r\n';
    await input.setInputFiles({ name: 'numbers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await alertDialog().getByText('Importing will REPLACE all existing article numbers. Continue?').waitFor();
    await screenshot(page, 'admin-import-confirm');
    await alertDialog().getByRole('button', { name: 'Import CSV' }).click();
    const result = page.locator('.import-result-dialog');
    await result.getByText('Links imported: 4. Lines refused: 0.').waitFor();
    await result.locator('.bp6-dialog-footer').getByRole('button', { name: 'Close' }).click();
    await page.getByText('Unique article numbers: 3').waitFor();
    expect(await row('AVN-R110').count()).toBe(0);
    expect(await row('XYZ-900').locator('.bp6-tag').allInnerTexts()).toEqual(['Mounting', 'Cleaning']);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    const exported = readFileSync(await download.path(), 'utf8');
    const lines = (text: string) =>
      text
        .replace(/^\uFEFF/, '')
        .split(/\r?\n/)
        .filter((line) => line.length > 0);
    const [header, ...records] = lines(exported);
    const [expectedHeader, ...expectedRecords] = lines(csv);
    expect(header).toBe(expectedHeader);
    expect(records.sort()).toEqual(expectedRecords.sort());
  });

  it('searches, edits the categories of a number and deletes it from all categories', async () => {
    const { admin } = await openSignedIn();
    await importArticleNumbers(
      admin,
      'article_number,category\nXYZ-900,Mounting\nXYZ-900,Cleaning\nBAD-1,Cleaning\nAVN-R200,Mounting\n',
    );
    await go('/admin/article-numbers');
    await page.getByText('Unique article numbers: 3').waitFor();
    const search = page.getByPlaceholder('Search article numbers...');
    await search.fill('xyz');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await row('XYZ-900').waitFor();
    await search.fill('nomatch');
    await page.getByText('No article numbers found for "nomatch"').waitFor();
    await search.fill('');

    await row('AVN-R200').getByRole('button', { name: 'Edit Categories' }).click();
    const dialog = page.locator('.bp6-dialog');
    await dialog.getByText('Edit Categories for AVN-R200').waitFor();
    await dialog.getByText('Cleaning').click();
    await dialog.getByText('Mounting').click();
    await screenshot(page, 'admin-edit-sku-categories');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast('SKU categories updated successfully');
    await expect.poll(() => row('AVN-R200').locator('.bp6-tag').allInnerTexts()).toEqual(['Cleaning']);

    await row('BAD-1').getByRole('button', { name: 'Delete from all categories' }).click();
    await alertDialog().getByText('BAD-1').waitFor();
    await alertDialog().getByRole('button', { name: 'Delete' }).click();
    await expectToast('SKU removed from all categories');
    await expect.poll(() => row('BAD-1').count()).toBe(0);
    await page.getByText('Unique article numbers: 2').waitFor();
    await screenshot(page, 'admin-article-numbers');
  });
});

describe('media, dashboard and the rest of the admin area', () => {
  it('uploads an image to the gallery, refuses a non-image and deletes it again', async () => {
    const { context, server } = await openSignedIn();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await viaMenu('Media Gallery');
    await page.getByRole('heading', { name: 'Media Gallerij' }).waitFor();
    const input = page.getByTestId('media-upload-input');
    await input.setInputFiles(TEXT_FILE);
    await expectToast('Selecteer alleen afbeeldingsbestanden.');

    await input.setInputFiles({ name: 'gallery-photo.png', mimeType: 'image/png', buffer: PNG });
    await expectToast('Afbeelding succesvol geüpload naar database');
    const card = page.getByTestId('media-card').filter({ hasText: 'gallery-photo.png' });
    await card.waitFor();
    // The server stores the re-encoded image (metadata stripped), so the card shows its size.
    const media = await page.evaluate(async () => {
      const response = await fetch('/api/admin/media');
      return (await response.json()) as { filename: string; size: number }[];
    });
    const stored = media.find((item) => item.filename === 'gallery-photo.png');
    expect(stored).toBeDefined();
    await card.getByText(`${stored?.size} Bytes`).waitFor();
    expect(await card.getByRole('textbox').inputValue()).toMatch(
      new RegExp(`^${server.url}/api/media/\\d+$`),
    );
    await expect
      .poll(() => card.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(1);
    await screenshot(page, 'admin-media-gallery');

    await card.getByRole('button', { name: 'Kopieer URL' }).click();
    await card.locator('[data-icon="tick"]').waitFor();
    await expectToast('URL gekopieerd naar klembord.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/api\/media\/\d+$/);
    await card.locator('[data-icon="duplicate"]').waitFor();

    await card.getByRole('button', { name: 'Verwijderen' }).click();
    await alertDialog().getByText('Weet je het zeker?').waitFor();
    await alertDialog().getByText('Deze afbeelding wordt permanent verwijderd uit de database.').waitFor();
    await alertDialog().getByRole('button', { name: 'Annuleren' }).waitFor();
    await alertDialog().getByRole('button', { name: 'Verwijderen' }).click();
    await expectToast('Afbeelding verwijderd uit database');
    await expect.poll(() => card.count()).toBe(0);
  });

  it('shows three skeleton rows or cards while a list loads', async () => {
    await openSignedIn();
    const lists = [
      { path: '/admin/instructions', api: '/api/admin/instructions', skeleton: 'skeleton-row' },
      { path: '/admin/article-numbers', api: '/api/admin/article-numbers?*', skeleton: 'skeleton-row' },
      { path: '/admin/media-gallery', api: '/api/admin/media', skeleton: 'skeleton-card' },
    ];
    for (const list of lists) {
      const release = await holdBack(list.api);
      await go(list.path);
      await expect.poll(() => page.getByTestId(list.skeleton).count()).toBe(3);
      await release();
      await expect.poll(() => page.getByTestId(list.skeleton).count()).toBe(0);
    }
  });

  it('counts everything on the dashboard and lists recent activity', async () => {
    const { admin } = await mountedLibrary();
    await importArticleNumbers(
      admin,
      'article_number,category\nXYZ-900,Mounting\nXYZ-900,Cleaning\nAVN-R200,Cleaning\n',
    );
    await viaMenu('Dashboard');
    await expect.poll(() => page.getByTestId('dashboard.articleNumbers').innerText()).toBe('2');
    expect(await page.getByTestId('dashboard.instructions').innerText()).toBe('1');
    expect(await page.getByTestId('dashboard.categories').innerText()).toBe('2');
    await page.locator('.dashboard-section tbody tr').first().waitFor();
    expect(await page.getByText('No recent activities').count()).toBe(0);
    expect(await page.locator('.activity-time').first().innerText()).toMatch(
      /^[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2}\s?[AP]M$/,
    );
    await screenshot(page, 'admin-dashboard');

    await page.locator('.admin-sidebar select').selectOption('de');
    await page.getByRole('heading', { name: 'Übersicht' }).waitFor();
    await page.getByRole('menuitem', { name: 'Mediengalerie' }).waitFor();
    await page.getByText('Letzte Aktivitäten').waitFor();
    await page.locator('.admin-sidebar select').selectOption('en');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  });

  it('shows its own not-found page inside the admin area', async () => {
    await openSignedIn();
    await go('/admin/no-such-page');
    await page.getByText('404 Page Not Found').waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    await screenshot(page, 'admin-not-found');
  });
});

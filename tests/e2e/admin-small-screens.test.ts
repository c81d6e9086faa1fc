import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireRendererBuild, signedInAdmin, type AdminLibrary } from '../support/admin-library';
import { screenshot } from '../support/browser';
import { useBrowser } from '../support/e2e-fixture';

// The spec's tablet width, and a phone on the LAN.
const TABLET = { width: 768, height: 800 };
const PHONE = { width: 360, height: 740 };

// Every admin screen, with what to wait for before measuring (the demo catalogue fills them).
const SCREENS: { urlPath: string; ready: string }[] = [
  { urlPath: '/admin/dashboard', ready: '.dashboard-count-value' },
  { urlPath: '/admin/categories', ready: 'tbody tr' },
  { urlPath: '/admin/instructions', ready: 'tbody tr a' },
  { urlPath: '/admin/instructions/new', ready: '#content-en' },
  { urlPath: '/admin/instructions/1', ready: '#content-en' },
  { urlPath: '/admin/article-numbers', ready: 'tbody tr' },
  { urlPath: '/admin/media-gallery', ready: '.media-card' },
  { urlPath: '/admin/fleet', ready: '.fleet-this-install form' },
  { urlPath: '/admin/feedback', ready: '[data-testid="open-problems"] tbody tr a' },
  { urlPath: '/admin/missed-lookups', ready: 'tbody tr' },
];

// The screens only read: one signed-in library serves both widths.
let browser: Browser;
let library: AdminLibrary;
let phone: BrowserContext;

const shared = useBrowser();
beforeAll(async () => {
  requireRendererBuild();
  browser = shared.browser;
  library = await signedInAdmin(browser, { demo: true, context: { viewport: TABLET } });
  // What visitors left behind, so the feedback and missed-lookup tables have rows to fit.
  const visitor = library.server.client();
  const problem = await visitor.post('/api/feedback/problem', {
    instructionId: 1,
    language: 'en',
    reason: 'missingStep',
    text: 'Step 4 shows the wrong screw for the wall bracket',
  });
  expect(problem.status).toBe(204);
  expect((await visitor.get('/api/article/QA-MISSING-1?lang=en')).status).toBe(404);
  phone = await browser.newContext({ viewport: PHONE, storageState: await library.context.storageState() });
});

afterAll(async () => {
  await phone?.close();
  await library?.close();
});

async function openScreen(page: Page, { urlPath, ready }: { urlPath: string; ready: string }) {
  await page.goto(`${library.server.url}${urlPath}`);
  await page.locator(ready).first().waitFor();
  await page.locator('.bp6-skeleton').first().waitFor({ state: 'detached' });
}

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('admin screens at 768px', () => {
  let page: Page;
  beforeAll(async () => {
    page = await library.context.newPage();
  });

  it.each(SCREENS)('$urlPath fits the width without a sideways scroll', async (screen) => {
    await openScreen(page, screen);
    await screenshot(page, `admin-768${screen.urlPath.replaceAll('/', '-')}`);
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});

describe('admin screens at 360px', () => {
  let page: Page;
  beforeAll(async () => {
    page = await phone.newPage();
  });

  it.each(SCREENS)('$urlPath fits the width and no label breaks letter by letter', async (screen) => {
    await openScreen(page, screen);
    await screenshot(page, `admin-360${screen.urlPath.replaceAll('/', '-')}`);
    expect(await sidewaysOverflow(page)).toBe(0);
    // The page's own heading in the first screenful, not below the whole navigation.
    const heading = await page.locator('h1').boundingBox();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(heading && heading.y + heading.height).toBeLessThanOrEqual(PHONE.height);
    expect(heading?.y).toBeGreaterThanOrEqual(0);
    // A label broken letter by letter makes its button or header cell many lines high.
    const tallest = await page.evaluate(() =>
      Math.max(
        0,
        ...Array.from(document.querySelectorAll('.admin-main button, .admin-main th')).map(
          (element) => element.getBoundingClientRect().height,
        ),
      ),
    );
    expect(tallest).toBeLessThan(60);
    // A field's label takes one line of its own rather than three beside the field.
    const labelLines = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('.admin-main label.bp6-label')).map((label) => ({
        text: label.innerText.split('\n')[0],
        lines: Math.round(
          label.getBoundingClientRect().height / parseFloat(getComputedStyle(label).lineHeight),
        ),
      })),
    );
    expect(labelLines.filter((label) => label.lines > 2)).toEqual([]);
    // A table wider than its card scrolls inside it and says so: a line above it and a shadow on
    // the side with hidden columns. Cut off without a cue, it would look complete.
    const silentlyCutOff = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('.admin-main table'))
        .filter((table) => {
          let box = table.parentElement;
          while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
          return box !== null && table.getBoundingClientRect().width > box.clientWidth + 1;
        })
        .filter((table) => {
          const frame = table.closest('.table-scroll-frame');
          const hint = table.closest('.table-scroll')?.querySelector<HTMLElement>('.table-scroll-hint');
          return !(frame?.hasAttribute('data-more-after') && hint && hint.offsetHeight > 0);
        })
        .map((table) => table.querySelector('th')?.textContent ?? 'a table'),
    );
    expect(silentlyCutOff).toEqual([]);
  });
});

describe('a cut-off table on a 360px phone', () => {
  it('shows its hidden side while scrolled, and no shadow once at the end', async () => {
    const page = await phone.newPage();
    await openScreen(page, { urlPath: '/admin/feedback', ready: '[data-testid="open-problems"] tbody tr a' });
    const frame = page.getByTestId('open-problems').locator('.table-scroll-frame');
    expect(await frame.getAttribute('data-more-after')).toBe('true');
    expect(await frame.getAttribute('data-more-before')).toBeNull();
    await page.getByTestId('open-problems').getByText('Scroll sideways to see every column.').waitFor();
    await frame.locator('.table-scroll-area').evaluate((area) => area.scrollTo({ left: area.scrollWidth }));
    await page.getByTestId('open-problems').locator('.table-scroll-frame[data-more-before]').waitFor();
    expect(await frame.getAttribute('data-more-after')).toBeNull();
    // The last column, the button to act, is reachable on the phone.
    const markDone = page.getByTestId('open-problems').getByRole('button', { name: /Mark done/ });
    const box = await markDone.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'admin-360-feedback-scrolled');
    await page.close();
  });
});

describe('the admin menu on a 360px phone', () => {
  it('opens from the menu button, navigates and closes again', async () => {
    const page = await phone.newPage();
    await openScreen(page, SCREENS[0] ?? { urlPath: '/admin/dashboard', ready: 'h1' });
    const menuButton = page.getByRole('button', { name: 'Menu' });
    const categories = page.getByRole('menuitem', { name: 'Categories' });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await categories.isVisible()).toBe(false);

    await menuButton.click();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    await categories.waitFor();
    await screenshot(page, 'admin-360-menu-open');
    // Escape closes it and leaves the keyboard on the button.
    await page.keyboard.press('Escape');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await menuButton.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await categories.click();
    await page.getByRole('heading', { level: 1, name: 'Categories' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/categories');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await categories.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('admin-main');
    await page.close();
  });
});

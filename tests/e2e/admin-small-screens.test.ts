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
  });
});

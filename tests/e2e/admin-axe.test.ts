import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SetupStatus } from '../../common/api/auth';
import { SUPPORTED_LANGUAGES, type Language } from '../../common/languages';
import type { TestServer } from '../api/support/api-server';
import { axeViolations, describeViolations } from '../support/axe';
import { useEndToEnd } from '../support/e2e-fixture';
import { navigateInApp } from '../support/in-app-navigation';

const FULL_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'];
// The rules whose outcome depends on the interface text: what the other six languages can break.
const TEXT_RULES = [
  'document-title',
  'page-has-heading-one',
  'label',
  'button-name',
  'link-name',
  'aria-progressbar-name',
  'label-content-name-mismatch',
  'skip-link',
  'aria-valid-attr-value',
];

function brandIn(language: Language): string {
  const locale = JSON.parse(
    readFileSync(new URL(`../../renderer/i18n/locales/${language}.json`, import.meta.url), 'utf8'),
  ) as { app: { brand: string } };
  return locale.app.brand;
}

interface Screen {
  urlPath: string;
  /** The page's h1 in English. */
  h1: string;
  /** What shows once the page has its data (the h1 alone shows before). */
  ready?: string;
  /** The sign-in page as it shows before the first admin exists. */
  firstAdmin?: boolean;
}

const DASHBOARD: Screen = { urlPath: '/admin/dashboard', h1: 'Dashboard', ready: '.dashboard-count-value' };
const SCREENS: Screen[] = [
  DASHBOARD,
  { urlPath: '/admin/categories', h1: 'Categories', ready: 'tbody tr' },
  { urlPath: '/admin/instructions', h1: 'Instructions', ready: 'tbody tr a' },
  { urlPath: '/admin/instructions/new', h1: 'Create Instruction', ready: '#content-en' },
  { urlPath: '/admin/instructions/1', h1: 'Edit Instruction', ready: '#content-en' },
  { urlPath: '/admin/article-numbers', h1: 'Manage Article Numbers', ready: 'tbody tr' },
  { urlPath: '/admin/media-gallery', h1: 'Media Gallerij', ready: '.media-card' },
  { urlPath: '/admin/translations', h1: 'Translations', ready: '.coverage-language' },
  { urlPath: '/admin/labels', h1: 'Shelf labels' },
  { urlPath: '/admin/missed-lookups', h1: 'Missed Lookups' },
  { urlPath: '/admin/feedback', h1: 'Visitor Feedback' },
  { urlPath: '/admin/library/publish', h1: 'Publish Library' },
  { urlPath: '/admin/library/updates', h1: 'Library Updates' },
  { urlPath: '/admin/fleet', h1: 'Fleet', ready: '.fleet-this-install form' },
  { urlPath: '/admin/backups', h1: 'Backups' },
  { urlPath: '/admin/users', h1: 'Users', ready: '.users-table tbody tr' },
  { urlPath: '/admin/about', h1: 'About', ready: '[data-testid="about-version"]' },
  { urlPath: '/auth', h1: 'Admin Login', ready: '#login-username' },
  // Between the two sign-in screens, so the sign-in page mounts afresh and asks the setup again.
  { urlPath: '/admin/no-such-page', h1: '404 Page Not Found' },
  { urlPath: '/auth', h1: 'Create Admin Account', ready: '#login-username', firstAdmin: true },
];

let server: TestServer;
const e2e = useEndToEnd({ demo: true, admin: true });
beforeAll(() => {
  ({ server } = e2e);
});

/** A signed-in page in `language` on the admin's first screen. */
async function openAdmin(language: Language): Promise<Page> {
  const context = await e2e.browser.newContext({
    viewport: { width: 1366, height: 768 },
    storageState: await e2e.context.storageState(),
  });
  await context.addInitScript((chosen) => window.localStorage.setItem('admin-language', chosen), language);
  const page = await context.newPage();
  // A page other than the first visited, so that visit sees its h1 change.
  await page.goto(`${server.url}/admin/no-such-page`);
  await page.locator('h1').waitFor();
  return page;
}

/** Goes to the screen the way the app's own links do: the router changes the same document. */
async function visit(page: Page, screen: Screen): Promise<void> {
  if (screen.firstAdmin) {
    const status: SetupStatus = { needsSetup: true, firstRunAllowedHere: true };
    await page.route('**/api/setup', (route) => route.fulfill({ json: status }));
  } else {
    await page.unroute('**/api/setup');
  }
  // The next page's h1 may be the same element with its new text (the form, new → edit).
  await navigateInApp(page, screen.urlPath);
  if (screen.ready) await page.locator(screen.ready).first().waitFor();
  await page.locator('.bp6-skeleton').first().waitFor({ state: 'detached' });
}

describe('every admin page in English', () => {
  let page: Page;
  beforeAll(async () => {
    page = await openAdmin('en');
  });
  afterAll(async () => {
    await page.context().close();
  });

  it.each(SCREENS)('$urlPath ($h1) is axe-clean with its own h1 and title', async (screen) => {
    await visit(page, screen);
    expect(await page.locator('h1').allInnerTexts()).toEqual([screen.h1]);
    await expect.poll(() => page.title()).toBe(`${screen.h1} · Instruction Library`);
    expect(describeViolations(screen.urlPath, await axeViolations(page, { tags: FULL_TAGS }))).toEqual([]);
  });

  it('offers the skip link first, and it moves the keyboard to the page', async () => {
    await visit(page, DASHBOARD);
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    const skip = page.locator(':focus');
    expect(await skip.innerText()).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    // The next Tab goes on inside the page, not back through the navigation.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });

  it('shows word search matches with enough contrast', async () => {
    await page.goto(`${server.url}/search?q=soundbar&lang=en`);
    await page.locator('.search-result mark').first().waitFor();
    expect(describeViolations('/search', await axeViolations(page, { rules: ['color-contrast'] }))).toEqual(
      [],
    );
  });
});

describe('every admin page in the other languages', () => {
  for (const language of SUPPORTED_LANGUAGES.filter((code) => code !== 'en')) {
    it(`names, titles and headings every page in ${language}`, async () => {
      const page = await openAdmin(language);
      const context: BrowserContext = page.context();
      const brand = brandIn(language);
      const found: string[] = [];
      for (const screen of SCREENS) {
        await visit(page, screen);
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
        const headings = await page.locator('h1').allInnerTexts();
        expect(headings).toHaveLength(1);
        await expect.poll(() => page.title()).toBe(`${headings[0]} · ${brand}`);
        found.push(...describeViolations(screen.urlPath, await axeViolations(page, { rules: TEXT_RULES })));
      }
      expect(found).toEqual([]);
      await context.close();
    }, 120_000);
  }
});

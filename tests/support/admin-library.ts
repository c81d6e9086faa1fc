import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { startApiServer, type ApiClient, type TestServer } from '../api/support/api-server';
import { screenshotWideAndNarrow } from './browser';

const builtRenderer = path.resolve(import.meta.dirname, '../../dist/renderer/index.html');

/** End-to-end tests load the built pages from the server; say how to get them when they are missing. */
export function requireRendererBuild(): void {
  if (!existsSync(builtRenderer)) throw new Error('Build the renderer first: npx vite build');
}

export interface FreshLibrary {
  server: TestServer;
  context: BrowserContext;
  page: Page;
  /** Closes the browser context, stops the server and removes its data directory. */
  close(): Promise<void>;
}

export interface AdminLibrary extends FreshLibrary {
  /** Signed in as TEST_ADMIN: builds a test's fixtures over HTTP, the way the admin pages do. */
  admin: ApiClient;
}

interface LibraryOptions {
  /** Load the demo catalogue (off by default: each test makes the data it reads). */
  demo?: boolean;
  context?: BrowserContextOptions;
}

/**
 * A library of its own (the real server in this process on a fresh data directory) and a fresh
 * browser context on it, nobody signed in. Starting one takes a fraction of a second, so a test
 * that needs a clean state gets one instead of inheriting what an earlier test left.
 */
export async function freshLibrary(browser: Browser, options: LibraryOptions = {}): Promise<FreshLibrary> {
  requireRendererBuild();
  const server = await startApiServer({ demo: options.demo ?? false });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options.context });
  const page = await context.newPage();
  return {
    server,
    context,
    page,
    close: async () => {
      await context.close();
      await server.dispose();
    },
  };
}

/**
 * A fresh library whose first admin (TEST_ADMIN) exists and whose browser context carries that
 * admin's session cookie, so the page opens the admin area signed in.
 */
export async function signedInAdmin(browser: Browser, options: LibraryOptions = {}): Promise<AdminLibrary> {
  const library = await freshLibrary(browser, options);
  const admin = await library.server.client().registerAdmin();
  await library.context.addCookies(
    admin.cookieHeader
      .split('; ')
      .filter((pair) => pair.includes('='))
      .map((pair) => {
        const separator = pair.indexOf('=');
        return { name: pair.slice(0, separator), value: pair.slice(separator + 1), url: library.server.url };
      }),
  );
  return { ...library, admin };
}

/** Creates a new install's first admin on its sign-in page, as its owner does, and waits for the Dashboard. */
export async function createFirstAdmin(
  page: Page,
  serverUrl: string,
  admin: { username: string; password: string },
): Promise<void> {
  await page.goto(`${serverUrl}/auth`);
  await page.getByRole('heading', { name: 'Create Admin Account' }).waitFor();
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
}

/** Switches the admin pages to another interface language, with the sidebar's language select. */
export async function chooseAdminLanguage(page: Page, language: string): Promise<void> {
  await page.locator('.admin-sidebar select').selectOption(language);
}

/** Checks that no line of `element` runs past a phone's width (a long word would), then goes back to the laptop's size. */
async function expectFitsPhoneWidth(page: Page, element: Locator): Promise<void> {
  await page.setViewportSize({ width: 360, height: 740 });
  const overflow = await element.evaluate((node) => node.scrollWidth - node.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1366, height: 768 });
}

/**
 * Checks a message in the six other admin languages, each fitting a phone, with screenshots in
 * English, German and French (`name`, `name-de`, `name-fr`); leaves the page in English.
 */
export async function expectInEveryAdminLanguage(
  page: Page,
  message: Locator,
  name: string,
  words: Record<'de' | 'fr' | 'nl' | 'it' | 'da' | 'es', string>,
): Promise<void> {
  await screenshotWideAndNarrow(page, name);
  for (const [language, text] of Object.entries(words)) {
    await chooseAdminLanguage(page, language);
    await message.getByText(text, { exact: false }).waitFor();
    await expectFitsPhoneWidth(page, message);
    if (language === 'de' || language === 'fr') await screenshotWideAndNarrow(page, `${name}-${language}`);
  }
  await chooseAdminLanguage(page, 'en');
}

import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '../../common/api/categories';
import type { AdminInstructionDetail } from '../../common/api/instructions';
import type { MediaItem } from '../../common/api/media';
import { SUPPORTED_LANGUAGES } from '../../common/languages';
import type { TestServer } from '../api/support/api-server';
import { axeViolations, describeViolations } from '../support/axe';
import { screenshot } from '../support/browser';
import { useEndToEnd } from '../support/e2e-fixture';
import { navigateInApp } from '../support/in-app-navigation';
import { pageSettled } from '../support/page-settled';

let server: TestServer;
let browser: Browser;
let withImage = '';

/** An instruction showing one of the demo gallery's small images, as the report's lightbox trial did. */
async function seedImageInstruction(): Promise<string> {
  const admin = await server.client().registerAdmin();
  const headers = { origin: server.url };
  const send = async <T>(method: string, urlPath: string, json: unknown): Promise<T> => {
    const response = await admin.request(method, urlPath, { json, headers });
    if (!response.ok) throw new Error(`${method} ${urlPath}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const category = await send<Category>('POST', '/api/admin/categories', { name: 'Lightbox' });
  await send('POST', '/api/admin/article-numbers/bulk', { number: 'LIGHT-1', categoryIds: [category.id] });
  const media = await admin.getJson<MediaItem[]>('/api/admin/media');
  const created = await send<AdminInstructionDetail>('POST', '/api/admin/instructions', {
    instruction: {
      title: 'Router ports',
      type: 'user_manual',
      isUniversal: false,
      excludePatterns: [],
      categoryId: category.id,
    },
    contents: { en: `Connect the cables.\n\n![The router's ports](${media[0]?.url ?? ''})` },
    titles: {},
  });
  return created.instructionNumber;
}

const e2e = useEndToEnd({ demo: true });
beforeAll(async () => {
  ({ server, browser } = e2e);
  withImage = await seedImageInstruction();
});

async function open(urlPath: string, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  await page.goto(`${server.url}${urlPath}`);
  return page;
}

// The pages without a language in the address are checked in English only; each with what it shows
// once it has its data.
const publicPages = (language: string) => [
  { urlPath: `/instructions/AVN-R110/${language}`, ready: 'a.instruction-card' },
  { urlPath: `/instructions/AVN-R110/${language}/INS-000001`, ready: '.instruction-content' },
  { urlPath: `/instructions/NOPE-1/${language}`, ready: '.article-not-found' },
  { urlPath: `/search?q=soundbar&lang=${language}`, ready: '.search-result' },
  { urlPath: `/manual/INS-000001/${language}`, ready: '.instruction-content' },
  ...(language === 'en'
    ? [
        { urlPath: '/article/AVN-R110', ready: '.article-summary' },
        { urlPath: '/no/such/page', ready: '.not-found-box' },
      ]
    : []),
];

describe('the header brand link', () => {
  // WCAG 2.5.3: a speech user says the text they see ("Instruction Library") to follow the link.
  for (const language of SUPPORTED_LANGUAGES) {
    it(`is named by its visible text on every public page in ${language}`, async () => {
      const page = await open('/', 1366, 768);
      await page.locator('#search-language').selectOption(language);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
      const found: string[] = [];
      const check = async (label: string, ready: string) => {
        await pageSettled(page, ready);
        found.push(
          ...describeViolations(label, await axeViolations(page, { rules: ['label-content-name-mismatch'] })),
        );
      };
      await check('/', '[data-testid="app-versions"]');
      // On from the home page the way a visitor's taps and scans go, in the same document.
      for (const { urlPath, ready } of publicPages(language)) {
        await navigateInApp(page, urlPath);
        await check(urlPath, ready);
      }
      expect(found).toEqual([]);
      await page.context().close();
    }, 120_000);
  }
});

describe('the header on a 360 px phone', () => {
  for (const language of SUPPORTED_LANGUAGES) {
    it(`shows the whole language name in the select in ${language}`, async () => {
      const page = await open(`/instructions/AVN-R110/${language}`, 360, 740);
      const select = page.locator('header select');
      await page.locator('.instruction-card').first().waitFor();
      // How much narrower the select is than its longest option needs.
      const cut = await select.evaluate((element) => {
        const shown = element.getBoundingClientRect().width;
        element.style.width = 'max-content';
        const needed = element.getBoundingClientRect().width;
        element.style.width = '';
        return needed - shown;
      });
      expect(cut).toBeLessThanOrEqual(0.5);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      if (['nl', 'de', 'fr'].includes(language)) await screenshot(page, `header-phone-${language}`);
      await page.context().close();
    });
  }
});

describe('the image lightbox', () => {
  const sizes = [
    { name: 'kiosk', width: 1080, height: 1920 },
    { name: 'laptop', width: 1366, height: 768 },
    { name: 'phone', width: 360, height: 740 },
  ];
  for (const size of sizes) {
    it(`shows the image at least as large as inline, buttons clear of the header, at ${size.name} size`, async () => {
      const page = await open(`/instructions/LIGHT-1/en/${withImage}`, size.width, size.height);
      const image = page.locator('.instruction-content img').first();
      await image.waitFor();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete)).toBe(true);
      const inline = await image.evaluate((element) => element.getBoundingClientRect().width);
      const header = await page
        .locator('header .bp6-button, header select')
        .evaluateAll((elements) =>
          elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
        );
      await image.click();
      const dialog = page.getByRole('dialog', { name: 'Enlarged image' });
      const enlarged = dialog.locator('img');
      await expect
        .poll(() => enlarged.evaluate((element) => element.getBoundingClientRect().width))
        .toBeGreaterThanOrEqual(inline);
      const box = await enlarged.boundingBox();
      expect((box?.x ?? -1) >= 0 && (box?.y ?? -1) >= 0).toBe(true);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(size.width);
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(size.height);
      const buttons = await dialog
        .getByRole('button')
        .evaluateAll((elements) =>
          elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
        );
      const overlapping = buttons.filter((button) =>
        header.some(
          (control) =>
            button.left < control.right &&
            control.left < button.right &&
            button.top < control.bottom &&
            control.top < button.bottom,
        ),
      );
      expect(overlapping).toEqual([]);
      await screenshot(page, `lightbox-${size.name}`);
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await expect
        .poll(() => enlarged.evaluate((element) => element.getBoundingClientRect().width))
        .toBeGreaterThan(box?.width ?? 0);
      await page.context().close();
    });
  }
});

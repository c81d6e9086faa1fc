import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../api/support/api-server';
import { screenshot } from '../support/browser';
import { useEndToEnd } from '../support/e2e-fixture';
import { pageSettled } from '../support/page-settled';
import { seedRichInstruction } from '../fixtures/rich-instruction';

const SIZES = [
  { name: 'kiosk-portrait', width: 1080, height: 1920, kiosk: true },
  { name: 'kiosk-landscape', width: 1920, height: 1080, kiosk: true },
  { name: 'laptop', width: 1366, height: 768, kiosk: false },
  { name: 'phone', width: 360, height: 740, kiosk: false },
];

let server: TestServer;
let browser: Browser;
let richInstruction = '';

/**
 * A keyboard-wedge scanner's burst: the keys and Enter 5 ms apart. Each key carries the time the
 * scanner sent it, as a real key event does, so a busy test machine that pauses the page between two
 * keys cannot stretch the gaps into what looks like a person typing.
 */
async function scanBurst(page: Page, text: string): Promise<void> {
  await page.evaluate((keys) => {
    const target = document.activeElement ?? document.body;
    const start = performance.now();
    [...Array.from(keys), 'Enter'].forEach((key, index) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      Object.defineProperty(event, 'timeStamp', { value: start + index * 5 });
      target.dispatchEvent(event);
    });
  }, text);
}

async function open(urlPath: string, options: { width?: number; height?: number; touch?: boolean } = {}) {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1366, height: options.height ?? 768 },
    hasTouch: options.touch ?? false,
    isMobile: options.touch ?? false,
  });
  const page = await context.newPage();
  await page.goto(`${server.url}${urlPath}`);
  return page;
}

function pathOf(page: Page): string {
  return decodeURIComponent(new URL(page.url()).pathname);
}

const e2e = useEndToEnd({ demo: true });
beforeAll(async () => {
  ({ server, browser } = e2e);
  richInstruction = await seedRichInstruction(server.url);
});

describe('scanner and kiosk input', () => {
  it('captures a scan burst with nothing focused on a touch kiosk and opens the product', async () => {
    const page = await open('/', { width: 1080, height: 1920, touch: true });
    await page.getByRole('heading', { name: 'Find Your Instructions' }).waitFor();
    // A touch screen gets no focused field (it would pop up the on-screen keyboard).
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await scanBurst(page, 'avn-r130');
    await page.waitForURL('**/instructions/AVN-R130/en');
    await page.getByRole('heading', { name: 'Product: AVN-R130' }).waitFor();

    // On a list page too, a scan opens the next product.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await scanBurst(page, 'kch-e100');
    await page.waitForURL('**/instructions/KCH-E100/en');
  });

  it('does not take slow typing with nothing focused for a scan', async () => {
    const page = await open('/', { touch: true });
    await page.getByRole('heading', { name: 'Find Your Instructions' }).waitFor();
    const lookups: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/article/')) lookups.push(pathname);
    });
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(pathOf(page));
    });
    await page.keyboard.type('abc', { delay: 400 });
    await page.keyboard.press('Enter');
    // A scan taken from the typing asks for its article as its Enter goes down, so before this
    // scan's: once this scan has opened its product, every lookup the page made is known.
    await scanBurst(page, 'avn-r110');
    await page.waitForURL('**/instructions/AVN-R110/en');
    expect(lookups[0]).toBe('/api/article/AVN-R110');
    expect(visited).toEqual(['/instructions/AVN-R110/en']);
  });

  it('focuses the field on load with a mouse and keyboard, so a scan goes straight in', async () => {
    const page = await open('/');
    const field = page.getByRole('combobox', { name: 'Article number' });
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    // Typed at a person's pace: scanner bursts, whose keys carry their own timestamps, are tested
    // in public-kiosk-scan.test.ts; keys sent 5 ms apart arrive unevenly on a loaded machine.
    await page.keyboard.type(' avn-r110 ', { delay: 60 });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/instructions/AVN-R110/en');
  });
});

describe('routes the spec leaves open', () => {
  it('shows and routes numbers upper-case, and opens the default language without one', async () => {
    const page = await open('/instructions/%20avn-r110%20/en');
    await page.waitForURL('**/instructions/AVN-R110/en');
    await page.getByRole('heading', { name: 'Product: AVN-R110' }).waitFor();
    await page.goto(`${server.url}/instructions/avn-r110`);
    await page.waitForURL('**/instructions/AVN-R110/en');
    await page.getByRole('heading', { name: 'Product: AVN-R110' }).waitFor();
  });

  it('does not show an instruction under an article that does not get it', async () => {
    const page = await open('/instructions/AVN-R110/en/INS-000004');
    await page.getByRole('heading', { name: 'Instruction not found' }).waitFor();
    await page
      .getByText('Instruction INS-000004 is not one of the instructions for article AVN-R110.')
      .waitFor();
    expect(await page.getByText('Espresso machine first use').count()).toBe(0);
    await page.getByRole('link', { name: 'Show the instructions for AVN-R110' }).click();
    await page.waitForURL('**/instructions/AVN-R110/en');
  });

  it('searches the list by instruction number and keeps the search when coming back', async () => {
    const page = await open('/instructions/AVN-R110/en');
    const search = page.getByPlaceholder('Search instructions...');
    await search.fill('ins-000003');
    await expect
      .poll(() => page.locator('.instruction-card-title').allInnerTexts())
      .toEqual(['No sound from the soundbar']);
    await page.getByRole('link', { name: /No sound from the soundbar/ }).click();
    await page.getByRole('heading', { name: 'No sound from the soundbar', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Back to instructions' }).click();
    await expect.poll(() => search.inputValue()).toBe('ins-000003');
    expect(await page.locator('.instruction-card-title').allInnerTexts()).toEqual([
      'No sound from the soundbar',
    ]);
    // The browser's Back restores it too.
    await page.getByRole('link', { name: /No sound from the soundbar/ }).click();
    await page.goBack();
    await expect.poll(() => search.inputValue()).toBe('ins-000003');
  });

  it('shows on each card the languages that have content, and offers New search', async () => {
    const page = await open('/instructions/AVN-R110/fr', { width: 1080, height: 1920, touch: true });
    const wiring = page.getByRole('link', { name: /câblage|wiring/i });
    await wiring.waitFor();
    expect(await wiring.locator('.instruction-card-languages').getAttribute('aria-label')).toBe(
      'Contenu en : anglais, allemand, néerlandais',
    );
    // Three languages or seven, they sit under the number on every card.
    for (const card of await page.locator('.instruction-card').all()) {
      const number = await card.locator('.instruction-card-number').boundingBox();
      const languages = await card.locator('.instruction-card-languages').boundingBox();
      expect(languages?.y).toBeGreaterThanOrEqual((number?.y ?? 0) + (number?.height ?? 0));
    }
    await page.getByRole('button', { name: 'Nouvelle recherche' }).click();
    await page.waitForURL(/\/$/);
  });
});

describe('the single view', () => {
  it('labels callouts, scrolls wide tables without breaking words, and enlarges images', async () => {
    const page = await open(`/instructions/KIOSK-1/en/${richInstruction}`, {
      width: 360,
      height: 740,
      touch: true,
    });
    const warning = page.locator('.content-callout-warning');
    await warning.waitFor();
    expect(await warning.locator('.content-callout-label').innerText()).toMatch(/^warning$/i);
    expect(await page.locator('.content-callout-note .content-callout-label').innerText()).toMatch(/^note$/i);

    const box = page.locator('.content-table-scroll');
    const widths = await box.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
    }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    // Each cell is at least as wide as its longest word: no word is broken mid-word.
    const broken = await page
      .locator('.instruction-content td')
      .evaluateAll((cells) =>
        cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent),
      );
    expect(broken).toEqual([]);

    const image = page.locator('.instruction-content img');
    await image.click();
    const dialog = page.getByRole('dialog', { name: 'Enlarged image' });
    await dialog.waitFor();
    const before = await dialog.locator('img').evaluate((element) => element.getBoundingClientRect().width);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect
      .poll(() => dialog.locator('img').evaluate((element) => element.getBoundingClientRect().width))
      .toBeGreaterThan(before);
    await screenshot(page, 'single-lightbox-phone');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);

    await image.click();
    await dialog.waitFor();
    await page.mouse.click(20, 700);
    await expect.poll(() => dialog.count()).toBe(0);
  });
});

describe('kiosk-grade layout', () => {
  for (const size of SIZES) {
    it(`fits ${size.width}x${size.height}`, async () => {
      const page = await open('/', { width: size.width, height: size.height, touch: size.kiosk });
      await page.getByRole('heading', { name: 'Find Your Instructions' }).waitFor();
      await screenshot(page, `kiosk-home-${size.name}`);
      const shots: [string, string, string][] = [
        ['/instructions/AVN-R110/en', 'list', 'Product: AVN-R110'],
        [`/instructions/KIOSK-1/en/${richInstruction}`, 'single', 'Battery pack guide'],
      ];
      for (const [urlPath, name, heading] of shots) {
        await page.goto(`${server.url}${urlPath}`);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await pageSettled(page, '.instruction-content img, a.instruction-card');
        await screenshot(page, `kiosk-${name}-${size.name}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${name} overflows`).toBeLessThanOrEqual(0);
        if (size.kiosk) {
          const bodyText = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
          expect(bodyText).toBeGreaterThanOrEqual(20);
          const small = await page.evaluate(() =>
            Array.from(
              document.querySelectorAll<HTMLElement>(
                'button, input, select, a.bp6-button, a.instruction-card',
              ),
            )
              .filter((element) => element.offsetParent !== null)
              .filter((element) => element.getBoundingClientRect().height < 48)
              .map((element) => element.outerHTML.slice(0, 80)),
          );
          expect(small, `${name} small targets`).toEqual([]);
        }
      }
      await page.context().close();
    });
  }

  it('uses the portrait screen: the search cards sit in the middle, not the top quarter', async () => {
    const page = await open('/', { width: 1080, height: 1920, touch: true });
    const numberCard = await page.locator('.search-card:not(.word-search-card)').boundingBox();
    const wordCard = await page.locator('.word-search-card').boundingBox();
    expect(numberCard?.width ?? 0).toBeGreaterThan(800);
    const middle = ((numberCard?.y ?? 0) + (wordCard?.y ?? 0) + (wordCard?.height ?? 0)) / 2;
    expect(middle).toBeGreaterThan(1920 / 3);
    expect(middle).toBeLessThan((1920 * 2) / 3);
  });
});

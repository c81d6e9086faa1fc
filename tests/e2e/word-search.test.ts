import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../../common/api/search';
import type { TestServer } from '../api/support/api-server';
import { createSearchLibrary } from '../fixtures/search-library';
import { screenshot } from '../support/browser';
import { useEndToEnd } from '../support/e2e-fixture';

const KIOSK = { width: 1080, height: 1920 };

let server: TestServer;
let browser: Browser;
let library: Awaited<ReturnType<typeof createSearchLibrary>>;

const e2e = useEndToEnd();
beforeAll(async () => {
  ({ server, browser } = e2e);
  library = await createSearchLibrary(await server.client().registerAdmin());
  // On a loaded machine the search worker's cold start can use up the first answers' time budget
  // (an honest "incomplete" answer); the pages are tested on a started server.
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const response = await server.client().get('/api/search?q=filter+dust&lang=en');
    if (response.ok && ((await response.json()) as SearchAnswer).notice !== 'incomplete') break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}, 60_000);

async function open(urlPath: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await page.goto(`${server.url}${urlPath}`);
  return page;
}

const resultTitles = (page: Page) => page.locator('.search-result-title').allInnerTexts();
const marks = (page: Page) => page.locator('.search-result mark').allInnerTexts();

describe('word search pages', () => {
  it('searches by words from the home page, below the article-number card', async () => {
    const page = await open('/');
    const articleCard = await page.getByRole('heading', { name: 'Find Your Instructions' }).boundingBox();
    const wordCard = await page.getByRole('heading', { name: 'No article number at hand?' }).boundingBox();
    expect(wordCard && articleCard && wordCard.y > articleCard.y).toBe(true);
    await page.getByRole('searchbox', { name: 'Search words' }).fill('filter dust');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL('**/search?q=filter+dust&lang=en');
    await expect.poll(() => resultTitles(page)).toEqual(['Vacuum cleaner']);
    expect(await marks(page)).toEqual(['dust', 'filter']);
    await page.close();
  });

  it.each([
    ['de', 'entkalken', 'Kaffeemaschine', 'Entkalken'],
    ['fr', 'cafe', 'Machine à café', 'café'],
    ['nl', 'zuiger', 'Stofzuiger storingen', 'zuiger'],
    ['de', 'schrauber', 'Akkuschrauber', 'schrauber'],
    ['da', 'MASKINE', 'Kaffemaskine', 'maskine'],
  ])('finds in %s: %s', async (lang, q, title, marked) => {
    const page = await open(`/search?q=${encodeURIComponent(q)}&lang=${lang}`);
    await expect.poll(() => resultTitles(page)).toEqual([title]);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    expect(await marks(page)).toContain(marked);
    expect(await page.locator('.search-result-language').count()).toBe(0);
    await page.close();
  });

  it('finds an instruction by its number and marks matches in other languages', async () => {
    const page = await open(`/search?q=${library.vacuum.instructionNumber}&lang=es`);
    await expect.poll(() => resultTitles(page)).toEqual(['Vacuum cleaner']);
    await page.goto(`${server.url}/search?q=Zitronens%C3%A4ure&lang=en`);
    await expect.poll(() => resultTitles(page)).toEqual(['Coffee machine']);
    expect(await page.locator('.search-result-language').innerText()).toBe('In German');
    await page.close();
  });

  it('shows the results at kiosk size, opens one without an article number, switches language, goes back', async () => {
    const page = await open('/search?q=machine&lang=en', KIOSK);
    await expect.poll(async () => (await resultTitles(page)).length).toBe(2);
    await screenshot(page, 'word-search-results-kiosk');

    await page.locator('.search-result').first().click();
    await page.waitForURL(`**/manual/${library.coffee.instructionNumber}/en?q=machine`);
    await expect.poll(() => page.locator('.instruction-title').innerText()).toBe('Coffee machine');
    await expect.poll(() => page.getByText('citric acid').isVisible()).toBe(true);
    await screenshot(page, 'word-search-manual-kiosk');

    await page.locator('header select').selectOption('fr');
    await page.waitForURL(`**/manual/${library.coffee.instructionNumber}/fr?q=machine`);
    await expect.poll(() => page.locator('.instruction-title').innerText()).toBe('Machine à café');

    await page.getByRole('button', { name: 'Retour aux résultats' }).click();
    await page.waitForURL('**/search?q=machine&lang=fr');
    await expect.poll(async () => (await resultTitles(page)).length).toBeGreaterThan(0);
    await page.close();
  });

  it('says when nothing is found', async () => {
    const page = await open('/search?q=quantumflux&lang=nl', KIOSK);
    await expect.poll(() => page.getByText('Niets gevonden voor „quantumflux”').isVisible()).toBe(true);
    await screenshot(page, 'word-search-nothing-kiosk');
    await page.close();
  });

  it('shows hostile titles and snippets as inert text', async () => {
    const page = await open('/search?q=payload&lang=en');
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await expect.poll(() => resultTitles(page)).toEqual(['Hostile <img src=x onerror=alert(13)>']);
    expect(await page.locator('.search-result-snippet').innerText()).toContain(
      '<img src=x onerror="window.__pwned=4">',
    );
    await page.goto(`${server.url}/search?q=gefahr&lang=de`);
    await expect.poll(() => resultTitles(page)).toEqual(['<img src=x onerror=alert(13)> Gefahr']);
    expect(
      await page.locator('.search-results img, .search-results svg, .search-results script').count(),
    ).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(dialogs).toBe(0);
    await page.close();
  });
});

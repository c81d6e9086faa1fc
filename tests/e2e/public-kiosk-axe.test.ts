import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../common/languages';
import { axeViolations, describeViolations } from '../support/axe';
import { useEndToEnd } from '../support/e2e-fixture';
import { navigateInApp } from '../support/in-app-navigation';
import { pageSettled } from '../support/page-settled';
import { seedRichInstruction } from '../fixtures/rich-instruction';

let richInstruction = '';

const e2e = useEndToEnd({ demo: true });
beforeAll(async () => {
  richInstruction = await seedRichInstruction(e2e.server.url);
});

/** Stands for the rich instruction's number, known only once the server runs. */
const RICH = '{rich instruction}';

/** What the European Accessibility Act's standard (EN 301 549) asks of the pages, and axe's good practice. */
const BY_THE_BOOK = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Each page and what it shows once it has its data. */
const pagesToCheck = (language: string) => [
  { urlPath: '/', ready: '[data-testid="app-versions"]' },
  { urlPath: `/instructions/AVN-R110/${language}`, ready: 'a.instruction-card' },
  { urlPath: `/instructions/AVN-R110/${language}/INS-000001`, ready: '.instruction-content' },
  { urlPath: `/instructions/KIOSK-1/${language}/${RICH}`, ready: '.instruction-content, .no-content' },
  { urlPath: `/instructions/AVN-R110/${language}/INS-000004`, ready: '.instruction-not-found-title' },
  { urlPath: `/instructions/NOPE-1/${language}`, ready: '.article-not-found' },
  { urlPath: `/search?q=battery&lang=${language}`, ready: '.search-result' },
  { urlPath: '/article/AVN-R110', ready: '.article-summary' },
  { urlPath: '/help', ready: '.help-steps' },
  { urlPath: '/no/such/page', ready: '.not-found-box' },
];

for (const language of SUPPORTED_LANGUAGES) {
  describe(`the public pages in ${language}`, () => {
    // One visitor per language: the first page sets the interface language the others are shown in.
    let page: Page;
    beforeAll(async () => {
      const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 768 } });
      page = await context.newPage();
      await page.goto(`${e2e.server.url}/instructions/AVN-R110/${language}`);
      await page.locator('main h1').first().waitFor();
    });
    afterAll(async () => {
      await page.context().close();
    });

    // One test a page, both themes on one visit: the screen asking for more contrast switches the
    // theme live. The first page loads afresh; the visitor goes on to the others the way taps and
    // scans do, in the same document, which also keeps axe loaded.
    for (const [index, { urlPath, ready }] of pagesToCheck(language).entries()) {
      it(`has no axe violation on ${urlPath}, in the high-contrast theme none of AAA contrast either`, async () => {
        await page.emulateMedia({ contrast: 'no-preference' });
        await page.locator('html:not([data-contrast])').waitFor({ state: 'attached' });
        const address = urlPath.replace(RICH, richInstruction);
        if (index === 0) await page.goto(`${e2e.server.url}${address}`);
        else await navigateInApp(page, address);
        await pageSettled(page, ready);
        expect(await page.locator('h1').count()).toBe(1);
        expect(describeViolations(urlPath, await axeViolations(page, { tags: BY_THE_BOOK }))).toEqual([]);

        await page.emulateMedia({ contrast: 'more' });
        await page.locator('html[data-contrast="high"]').waitFor({ state: 'attached' });
        const highContrast = await axeViolations(page, {
          rules: ['color-contrast', 'color-contrast-enhanced', 'label-content-name-mismatch'],
        });
        expect(describeViolations(`${urlPath} (high contrast)`, highContrast)).toEqual([]);
      });
    }
  });
}

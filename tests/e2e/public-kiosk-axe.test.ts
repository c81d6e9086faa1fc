import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../support/axe';
import { useEndToEnd } from '../support/e2e-fixture';
import { seedRichInstruction } from '../fixtures/rich-instruction';

let richInstruction = '';

const e2e = useEndToEnd({ demo: true });
beforeAll(async () => {
  richInstruction = await seedRichInstruction(e2e.server.url);
});

/** Stands for the rich instruction's number, known only once the server runs. */
const RICH = '{rich instruction}';

const pagesToCheck = (language: string) => [
  '/',
  `/instructions/AVN-R110/${language}`,
  `/instructions/AVN-R110/${language}/INS-000001`,
  `/instructions/KIOSK-1/${language}/${RICH}`,
  `/instructions/AVN-R110/${language}/INS-000004`,
  `/instructions/NOPE-1/${language}`,
  '/article/AVN-R110',
  '/no/such/page',
];

for (const language of ['en', 'de']) {
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

    // One test a page: a whole language's pages in one test came close to its time limit under load.
    for (const urlPath of pagesToCheck(language)) {
      it(`has no serious or critical axe violations on ${urlPath}`, async () => {
        await page.goto(`${e2e.server.url}${urlPath.replace(RICH, richInstruction)}`);
        await page.locator('h1, h2, h4').first().waitFor();
        await page.waitForLoadState('networkidle');
        const serious = (await axeViolations(page)).filter(
          (violation) => violation.impact === 'serious' || violation.impact === 'critical',
        );
        expect(describeViolations(urlPath, serious)).toEqual([]);
      });
    }
  });
}

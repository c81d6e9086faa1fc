import type { Page } from 'playwright-core';

/**
 * Waits until the page shows everything a check looks at: `ready` (what shows once the page has
 * its data: a list, a result, a not-found box), no skeleton or spinner left, every image and font
 * loaded. It replaces waiting for the network to be quiet, which sat out half a second a page.
 */
export async function pageSettled(page: Page, ready: string): Promise<void> {
  await page.locator(ready).first().waitFor();
  await page.waitForFunction(
    () =>
      document.querySelector('.bp6-skeleton, .bp6-spinner') === null &&
      Array.from(document.images).every((image) => image.complete) &&
      document.fonts.status === 'loaded',
  );
}

import type { Page } from 'playwright-core';

/**
 * Goes to `urlPath` the way the app's own links do: the router changes the same document, so the
 * app's code (and axe, once injected) stays loaded. Resolves once the next page is drawn: every h1
 * is a new element or shows a new text.
 */
export async function navigateInApp(page: Page, urlPath: string): Promise<void> {
  await page.evaluate((next) => {
    for (const heading of document.querySelectorAll('h1')) heading.dataset.left = heading.textContent;
    window.history.pushState({}, '', next);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, urlPath);
  await page.waitForFunction(() => {
    const headings = Array.from(document.querySelectorAll('h1'));
    return headings.length > 0 && headings.every((heading) => heading.dataset.left !== heading.textContent);
  });
}

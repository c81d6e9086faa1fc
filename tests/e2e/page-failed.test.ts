import type { Browser, Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../api/support/api-server';
import { screenshot } from '../support/browser';
import { useEndToEnd } from '../support/e2e-fixture';

let server: TestServer;
let browser: Browser;

/** A page whose article answer arrives damaged (no instruction list), so the list cannot render. */
async function openWithDamagedAnswer(urlPath: string, locale: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1080, height: 1920 }, locale });
  await context.clock.install();
  await context.route('**/api/article/AVN-R110**', (route) =>
    route.fulfill({ json: { articleNumber: 'AVN-R110', instructions: null } }),
  );
  const page = await context.newPage();
  await page.goto(`${server.url}${urlPath}`);
  return page;
}

describe('a page that fails to render', () => {
  const e2e = useEndToEnd({ demo: true });
  beforeAll(() => {
    ({ server, browser } = e2e);
  });

  it('says so in plain words and returns to the start page by itself', async () => {
    const page = await openWithDamagedAnswer('/instructions/AVN-R110/en', 'en-US');
    const message = page.getByRole('alert').getByRole('heading', { name: 'Something went wrong' });
    await expect.poll(() => message.isVisible()).toBe(true);
    await screenshot(page, 'page-failed-kiosk');

    await page.clock.fastForward(5000);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getByRole('combobox', { name: 'Article Number' }).isVisible()).toBe(true);
  });

  it('speaks the page’s language and offers the start page at once', async () => {
    const page = await openWithDamagedAnswer('/instructions/AVN-R110/de', 'de-DE');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Etwas ist schiefgelaufen' }).isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Jetzt zur Startseite' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });

  it('waits for the library before loading the start page, instead of leaving a browser error', async () => {
    const page = await openWithDamagedAnswer('/instructions/AVN-R110/en', 'en-US');
    const refuse = (route: Route) => route.abort('connectionrefused');
    await page.context().route('**/api/health', refuse);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Something went wrong' }).isVisible())
      .toBe(true);

    await page.clock.fastForward(5000);
    const waiting = page.getByText('The library cannot be reached right now. The start page opens as soon');
    await expect.poll(() => waiting.isVisible()).toBe(true);
    await screenshot(page, 'page-failed-waiting-for-library');
    expect(new URL(page.url()).pathname).toBe('/instructions/AVN-R110/en');
    await page.getByRole('button', { name: 'Go to the start page now' }).click();
    await page.clock.fastForward(5000);
    expect(new URL(page.url()).pathname).toBe('/instructions/AVN-R110/en');

    await page.context().unroute('**/api/health', refuse);
    await expect
      .poll(async () => {
        await page.clock.fastForward(5000);
        return new URL(page.url()).pathname;
      })
      .toBe('/');
  });
});

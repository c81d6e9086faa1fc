import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HealthAnswer } from '../../common/api/health';
import type { TestServer } from '../api/support/api-server';
import { screenshot } from '../support/browser';
import { useEndToEnd } from '../support/e2e-fixture';

const packageVersion = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

let server: TestServer;
const e2e = useEndToEnd({ demo: true, context: { viewport: { width: 1080, height: 1920 } } });
beforeAll(() => {
  ({ server } = e2e);
});

describe("the kiosk's help", () => {
  it('shows the app version and the library version a visitor can read out to staff', async () => {
    const { page } = e2e;
    const health = (await (await page.request.get(`${server.url}/api/health`)).json()) as HealthAnswer;
    await page.goto(`${server.url}/`);
    const versions = page.getByTestId('app-versions');
    await versions.waitFor();
    await screenshot(page, 'kiosk-help-versions');
    expect(await versions.innerText()).toBe(
      health.libraryVersion === null
        ? `Version ${packageVersion}`
        : `Version ${packageVersion} · Library version ${health.libraryVersion}`,
    );

    await page.locator('#search-language').selectOption('de');
    await expect.poll(() => versions.innerText()).toMatch(new RegExp(`^Version ${packageVersion}`));
  });

  it("keeps a browser visitor's language through a reload of the home and help pages", async () => {
    const { page } = e2e;
    await page.goto(`${server.url}/`);
    await page.locator('#search-language').selectOption('it');
    await expect.poll(() => new URL(page.url()).search).toBe('?lang=it');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).getByText('Trova le tue istruzioni').waitFor();
    expect(await page.locator('#search-language').inputValue()).toBe('it');

    await page.getByRole('link', { name: 'Come usare questo chiosco' }).click();
    await page.waitForURL(`${server.url}/help?lang=it`);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Come usare questo chiosco' }).waitFor();
  });
});

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ArticleNumberRecord } from '../../common/api/article-numbers';
import type { MissedLookupList } from '../../common/api/missed-lookups';
import { TEST_ADMIN, type ApiClient, type TestServer } from '../api/support/api-server';
import { screenshot } from '../support/browser';
import { useEndToEnd } from '../support/e2e-fixture';

let server: TestServer;
let admin: ApiClient;
let page: Page;

const e2e = useEndToEnd({ context: { viewport: { width: 1280, height: 900 } } });
beforeAll(async () => {
  ({ server, page } = e2e);
  admin = await server.client().registerAdmin();
  await admin.post('/api/admin/categories', { name: 'Audio' });
  const visitor = server.client();
  for (let i = 0; i < 4; i += 1) await visitor.get('/api/article/AVN-Q999?lang=de');
  await visitor.get('/api/article/avn-q999?lang=fr');
  await visitor.get('/api/article/ZZ-100?lang=en');
  await visitor.get('/api/article/=cmd|calc?lang=nl');
  await visitor.get('/api/search?q=espresso%20grinder&lang=it');
  await page.goto(`${server.url}/auth`);
  await page.getByLabel('Username').fill(TEST_ADMIN.username);
  await page.getByLabel('Password').fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
}, 60_000);

const rowTexts = () => page.locator('.missed-table tbody tr .missed-text-value').allInnerTexts();

describe('missed lookups in the admin area', () => {
  it('shows the top five of the last seven days on the dashboard', async () => {
    const card = page.getByTestId('missed-lookups-card');
    await expect.poll(() => card.locator('tbody tr').count()).toBe(4);
    expect(await card.locator('tbody tr').first().innerText()).toContain('AVN-Q999');
    expect(await card.locator('tbody tr').first().innerText()).toContain('5×');
    await card.getByRole('button', { name: 'Show all' }).click();
    await page.waitForURL('**/admin/missed-lookups');
  });

  it('lists, sorts, filters and exports', async () => {
    await page.getByRole('heading', { name: 'Missed Lookups' }).waitFor();
    await expect.poll(rowTexts).toEqual(['AVN-Q999', 'espresso grinder', '=CMD|CALC', 'ZZ-100']);
    const first = page.locator('.missed-table tbody tr').first();
    expect(await first.innerText()).toContain('DE FR');
    await screenshot(page, 'admin-missed-lookups');

    await page.getByRole('button', { name: 'Last seen' }).click();
    await expect.poll(rowTexts).toEqual(['espresso grinder', '=CMD|CALC', 'ZZ-100', 'AVN-Q999']);
    await page.getByRole('button', { name: 'Count' }).click();
    await expect.poll(async () => (await rowTexts())[0]).toBe('AVN-Q999');

    await page.getByRole('searchbox', { name: 'Filter by text...' }).fill('zz');
    await expect.poll(rowTexts).toEqual(['ZZ-100']);
    await page.getByRole('searchbox', { name: 'Filter by text...' }).fill('');
    await page.locator('#missed-to').fill('2020-01-01');
    await expect.poll(() => page.getByText('No missed lookups match this filter.').isVisible()).toBe(true);
    await page.locator('#missed-to').fill('');
    await expect.poll(async () => (await rowTexts()).length).toBe(4);

    const href = await page.getByRole('button', { name: 'Export CSV' }).getAttribute('href');
    const csv = await admin.get(href ?? '');
    expect(await csv.text()).toContain("'=CMD|CALC");
  });

  it('adds a missed number through the prefilled dialog, then dismisses a search', async () => {
    const row = page.locator('.missed-table tbody tr', { hasText: 'AVN-Q999' });
    await row.getByRole('button', { name: 'Add as article number' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('Article Number').inputValue()).toBe('AVN-Q999');
    await screenshot(page, 'admin-missed-lookups-add');
    await dialog.getByText('Audio', { exact: true }).click();
    await dialog.getByRole('button', { name: /Create|Add/ }).click();
    await expect.poll(rowTexts).toEqual(['espresso grinder', '=CMD|CALC', 'ZZ-100']);
    const records = await admin.getJson<ArticleNumberRecord[]>('/api/admin/article-numbers');
    expect(records.map((record) => record.number)).toContain('AVN-Q999');

    await page
      .locator('.missed-table tbody tr', { hasText: 'espresso grinder' })
      .getByRole('button', { name: 'Dismiss' })
      .click();
    await expect.poll(rowTexts).toEqual(['=CMD|CALC', 'ZZ-100']);
  });

  it('shows a number added from the list on the public page at once, without a reload', async () => {
    const field = page.getByRole('combobox', { name: 'Article number' });
    const suggestionsFor = (text: string) =>
      page.waitForResponse((answer) => answer.url().endsWith(`/api/search/article-numbers?q=${text}`));
    // A visitor's look-up in this tab: ZZ-1 suggests nothing yet, and that answer is kept.
    await page.getByRole('menuitem', { name: 'View Public Site' }).click();
    await field.click();
    const nothingYet = suggestionsFor('ZZ-1');
    await field.fill('ZZ-1');
    expect(await (await nothingYet).json()).toEqual([]);

    await page.goBack();
    await page.getByRole('menuitem', { name: 'Missed Lookups' }).click();
    const row = page.locator('.missed-table tbody tr', { hasText: 'ZZ-100' });
    await row.getByRole('button', { name: 'Add as article number' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Audio', { exact: true }).click();
    await dialog.getByRole('button', { name: /Create|Add/ }).click();
    await expect.poll(rowTexts).toEqual(['=CMD|CALC']);

    await page.getByRole('menuitem', { name: 'View Public Site' }).click();
    await field.click();
    await field.fill('ZZ-1');
    await page.getByRole('option', { name: 'ZZ-100', exact: true }).waitFor();
  });

  it('says so when the entry of an added number cannot be forgotten, instead of staying silent', async () => {
    await server.client().get('/api/article/QQ-700?lang=en');
    await page.goto(`${server.url}/admin/missed-lookups`);
    await expect.poll(rowTexts).toContain('QQ-700');
    const row = page.locator('.missed-table tbody tr', { hasText: 'QQ-700' });
    await row.getByRole('button', { name: 'Add as article number' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Audio', { exact: true }).click();
    // Another admin dismisses the entry while this dialog is open.
    const { entries } = await admin.getJson<MissedLookupList>('/api/admin/missed-lookups?sort=count');
    const entry = entries.find((candidate) => candidate.text === 'QQ-700');
    expect((await admin.delete(`/api/admin/missed-lookups/${entry?.id ?? 0}`)).status).toBe(204);
    await dialog.getByRole('button', { name: /Create|Add/ }).click();

    await page.locator('.bp6-toast').filter({ hasText: 'Failed to dismiss the entry' }).waitFor();
    await screenshot(page, 'admin-missed-lookups-dismiss-failed');
    const records = await admin.getJson<ArticleNumberRecord[]>('/api/admin/article-numbers');
    expect(records.map((record) => record.number)).toContain('QQ-700');
    await expect.poll(rowTexts).toEqual(['=CMD|CALC']);
  });
});

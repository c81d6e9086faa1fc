import { beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '../../common/api/categories';
import { SUPPORTED_LANGUAGES } from '../../common/languages';
import { screenshot } from '../support/browser';
import { useEndToEnd } from '../support/e2e-fixture';

const e2e = useEndToEnd({ admin: true });

beforeAll(async () => {
  const { context, server } = e2e;
  const category = await context.request.post(`${server.url}/api/admin/categories`, {
    data: { name: 'Drills' },
  });
  const { id: categoryId } = (await category.json()) as Category;
  const linked = await context.request.post(`${server.url}/api/admin/article-numbers/bulk`, {
    data: { number: 'DRILL-7', categoryIds: [categoryId] },
  });
  expect(linked.status()).toBe(201);
  const contents = Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [language, `Text in ${language}.`]),
  );
  const created = await context.request.post(`${server.url}/api/admin/instructions`, {
    data: { instruction: { title: 'Cordless drill: first use', categoryId }, contents },
  });
  expect(created.status()).toBe(201);
});

describe('an instruction card in all seven languages', () => {
  it('keeps its language badges on one line on a 1366×768 laptop', async () => {
    const page = await e2e.context.newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${e2e.server.url}/instructions/DRILL-7/en`);
    const badges = page.locator('.instruction-card-languages .card-language');
    await expect.poll(() => badges.count()).toBe(SUPPORTED_LANGUAGES.length);
    await screenshot(page, 'instruction-card-seven-languages-1366');
    const tops = await badges.evaluateAll((elements) =>
      elements.map((element) => Math.round(element.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
    await page.close();
  });
});

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DailyReport } from '../../common/api/feedback';
import { localDay } from '../../server/services/feedback/local-day';
import { TEST_ADMIN, type ApiClient } from '../api/support/api-server';
import { emptyCounts, fleetList, MadeUpKiosk, withDatabase } from '../api/support/fleet';
import { axeViolations, describeViolations } from '../support/axe';
import { screenshot } from '../support/browser';
import { useEndToEnd } from '../support/e2e-fixture';

const KIOSK = { width: 1080, height: 1920 };
const e2e = useEndToEnd({ demo: true, context: { viewport: KIOSK } });
let admin: ApiClient;
const INSTRUCTION = '/instructions/AVN-R110/de/INS-000001';

beforeAll(async () => {
  admin = await e2e.server.client().registerAdmin();
});

const report = () => admin.getJson<DailyReport>('/api/admin/feedback/daily');

async function openInstruction(page: Page, path = INSTRUCTION) {
  await page.goto(`${e2e.server.url}${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

describe('visitor feedback under an instruction on the kiosk', () => {
  it('asks whether it helped, takes one tap and thanks the visitor once per visit', async () => {
    const { page } = e2e;
    await openInstruction(page);
    const question = page.getByRole('group', { name: 'War das hilfreich?' });
    const yes = question.getByRole('button', { name: 'Ja' });
    const size = await yes.boundingBox();
    expect(size?.height).toBeGreaterThanOrEqual(48);
    expect(size?.width).toBeGreaterThanOrEqual(48);
    await screenshot(page, 'feedback-kiosk-question');
    await yes.click();
    await question.getByText('Danke für Ihre Antwort.').waitFor();
    expect(await question.getByRole('button').count()).toBe(0);
    await expect
      .poll(async () => (await report()).helpful)
      .toEqual([expect.objectContaining({ instructionNumber: 'INS-000001', language: 'de', yes: 1, no: 0 })]);
    // Back to the list and in again: the same visit has answered already.
    await page.getByRole('button', { name: 'Zurück zu den Anleitungen' }).click();
    await page
      .getByRole('link', { name: /INS-000001|Anleitung/ })
      .first()
      .waitFor();
    await page.goBack();
    await question.getByText('Danke für Ihre Antwort.').waitFor();
    // The instruction was shown in this visit once: one view counted.
    await expect
      .poll(async () => (await report()).lookups.filter((row) => row.instructionNumber === 'INS-000001'))
      .toEqual([expect.objectContaining({ articleNumber: 'AVN-R110', language: 'de', hits: 1 })]);
  });

  it('reports a problem with a reason and words, by keyboard, with the text still readable', async () => {
    const { page } = e2e;
    await openInstruction(page, '/instructions/AVN-R110/en/INS-000001');
    const open = page.getByRole('button', { name: 'Report a problem' });
    await open.focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Report a problem' });
    await form.waitFor();
    const send = form.getByRole('button', { name: 'Send report' });
    expect(await send.isDisabled()).toBe(true);
    const outdated = form.getByRole('button', { name: 'Outdated' });
    await outdated.focus();
    await page.keyboard.press('Space');
    expect(await outdated.getAttribute('aria-pressed')).toBe('true');
    for (const reason of ['Wrong product', 'A step is missing', 'Hard to read', 'Something else'])
      expect((await form.getByRole('button', { name: reason }).boundingBox())?.height).toBeGreaterThanOrEqual(
        48,
      );
    const words = form.getByLabel('Tell us more (optional)');
    await words.fill('The picture in step 2 shows the old model');
    expect(await form.getByText('41 of 300 characters').count()).toBe(1);
    expect(await words.getAttribute('maxlength')).toBe('300');
    // Reading goes on: the instruction's text is on the page, not under a dialog.
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.locator('.instruction-view .instruction-title').isVisible()).toBe(true);
    expect(describeViolations('report form', await axeViolations(page))).toEqual([]);
    await screenshot(page, 'feedback-kiosk-report-form');
    await send.click();
    const thanks = page.getByText('Thank you. The staff will look at your report.');
    await thanks.waitFor();
    expect(await thanks.evaluate((node) => node === document.activeElement)).toBe(true);
    await expect.poll(async () => (await report()).problemReports).toBe(1);
  });

  it('tells the visitor when an answer could not be sent, and keeps the page', async () => {
    const { page } = e2e;
    await page.route('**/api/feedback/helpful', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: '{"code":"FEEDBACK_RATE_LIMITED","message":"slow down"}',
      }),
    );
    await openInstruction(page, '/instructions/AVN-R110/fr/INS-000001');
    await page.getByRole('button', { name: 'Non' }).click();
    await page.getByRole('alert').filter({ hasText: 'Votre réponse n’a pas pu être envoyée' }).waitFor();
    expect(await page.getByRole('button', { name: 'Non' }).isVisible()).toBe(true);
    await page.unroute('**/api/feedback/helpful');
  });
});

/** A kiosk of this hub whose visitor said the English Soundbar manual misses a step. */
async function kioskReportsAProblem(): Promise<void> {
  const soundbar =
    withDatabase(e2e.server, (sqlite) =>
      sqlite
        .prepare<[], { id: number }>("SELECT id FROM instructions WHERE instruction_number = 'INS-000001'")
        .get(),
    )?.id ?? 0;
  const hallA = new MadeUpKiosk(e2e.server, 'Hall A');
  const counts = {
    ...emptyCounts(localDay(new Date())),
    helpful: [{ instructionId: soundbar, language: 'en', yes: 0, no: 1 }],
    lookups: [{ articleKey: 'HALL-A-MISS', instructionId: 0, language: 'de', hits: 0, misses: 3 }],
    problems: [
      {
        instructionId: soundbar,
        language: 'en',
        reason: 'missingStep' as const,
        text: 'Hall A: step 3 is gone',
      },
    ],
  };
  expect(await hallA.report(counts)).toBe(403);
  const [kiosk] = (await fleetList(admin)).kiosks;
  expect((await admin.post(`/api/admin/fleet/kiosks/${kiosk?.id}/approve`)).status).toBe(204);
  expect(await hallA.report(counts)).toBe(200);
}

describe('the admin acts on it', () => {
  it("shows this install's and the kiosks' reports and helpful shares, filters by kiosk, marks reports done, and the dashboard counts both", async () => {
    await kioskReportsAProblem();
    const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/auth`);
    await page.getByLabel('Username').fill(TEST_ADMIN.username);
    await page.getByLabel('Password').fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const card = page.getByTestId('feedback-card');
    await card.getByRole('link', { name: 'Soundbar quick start' }).waitFor();
    // One report from this install's visitor, one from Hall A's.
    expect(await card.innerText()).toContain('2 open');
    // What visitors missed is one card, this install's and the kiosks' alike, not a second list here.
    const missed = page.getByTestId('missed-lookups-card');
    await missed.getByRole('row').filter({ hasText: 'HALL-A-MISS' }).getByText('3×').waitFor();
    expect(await page.getByRole('heading', { name: /missed/i }).allInnerTexts()).toEqual([
      'Most missed lookups (last 7 days)',
    ]);
    await screenshot(page, 'feedback-admin-dashboard');
    await card.getByRole('button', { name: 'Show all' }).click();
    await page.getByRole('heading', { name: 'Visitor Feedback', level: 1 }).waitFor();
    const problems = page.getByTestId('open-problems');
    await problems.getByText('The picture in step 2 shows the old model').waitFor();
    expect(await problems.getByText('Outdated').count()).toBe(1);
    const fromHallA = problems.getByRole('row').filter({ hasText: 'Hall A: step 3 is gone' });
    expect(await fromHallA.innerText()).toContain('Hall A');
    expect(await problems.getByRole('row').filter({ hasText: 'step 2' }).innerText()).toContain(
      'This install',
    );
    const perInstruction = page.getByTestId('instruction-feedback');
    await perInstruction.getByText('100 % (1 yes, 0 no)').waitFor();
    await perInstruction.getByText('0 % (0 yes, 1 no)').waitFor();
    expect(describeViolations('feedback page', await axeViolations(page))).toEqual([]);
    await screenshot(page, 'feedback-admin-page');
    await page.setViewportSize({ width: 360, height: 740 });
    await screenshot(page, 'feedback-admin-page-phone');
    await page.setViewportSize({ width: 1366, height: 768 });

    await page.getByLabel('Source').selectOption({ label: 'Hall A' });
    await problems.getByText('The picture in step 2 shows the old model').waitFor({ state: 'detached' });
    await perInstruction.getByText('0 % (0 yes, 1 no)').waitFor();
    expect(await perInstruction.getByText('100 % (1 yes, 0 no)').count()).toBe(0);
    await fromHallA.getByRole('button', { name: 'Mark done: the report on Soundbar quick start' }).click();
    await problems.getByText('No open problem reports.').waitFor();

    await page.getByLabel('Source').selectOption({ label: 'All kiosks and this install' });
    await problems.getByText('The picture in step 2 shows the old model').waitFor();
    expect(await problems.getByText('Hall A: step 3 is gone').count()).toBe(0);
    await problems.getByRole('button', { name: 'Mark done: the report on Soundbar quick start' }).click();
    await problems.getByText('No open problem reports.').waitFor();
    expect(await admin.getJson<unknown[]>('/api/admin/feedback/problems')).toEqual([]);
    await context.close();
  });
});

describe('visitor feedback on other screens', () => {
  for (const [name, viewport] of [
    ['laptop', { width: 1366, height: 768 }],
    ['phone', { width: 360, height: 740 }],
  ] as const) {
    it(`fits a ${name} screen without sideways scrolling`, async () => {
      const context = await e2e.browser.newContext({ viewport });
      const page = await context.newPage();
      await openInstruction(page, '/instructions/AVN-R110/nl/INS-000001');
      await page.getByRole('button', { name: 'Probleem melden' }).click();
      const form = page.getByRole('form', { name: 'Probleem melden' });
      await form.waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // The open form takes the focus; its ring runs round the form, clear of the words and buttons in it.
      const inset = await form.evaluate((element) => {
        const outer = element.getBoundingClientRect();
        return Math.min(
          ...[...element.children].map((child) => {
            const inner = child.getBoundingClientRect();
            return Math.min(inner.left - outer.left, outer.right - inner.right, inner.top - outer.top);
          }),
        );
      });
      expect(inset).toBeGreaterThanOrEqual(8);
      await screenshot(page, `feedback-${name}`);
      await context.close();
    });
  }

  it('stays readable and operable in high contrast at 200 % text', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 768 } });
    await context.addInitScript(() =>
      window.localStorage.setItem(
        'accessibility-preferences',
        JSON.stringify({ textSize: 200, highContrast: true }),
      ),
    );
    const page = await context.newPage();
    await openInstruction(page, '/instructions/AVN-R110/en/INS-000001');
    expect(await page.locator('html').getAttribute('data-contrast')).toBe('high');
    await page.getByRole('button', { name: 'Report a problem' }).click();
    await page.getByRole('form', { name: 'Report a problem' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(describeViolations('high contrast 200 %', await axeViolations(page))).toEqual([]);
    await screenshot(page, 'feedback-high-contrast-200');
    await context.close();
  });
});

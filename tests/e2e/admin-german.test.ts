import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { useEndToEnd } from '../support/e2e-fixture';
import { pageSettled } from '../support/page-settled';
import type { ServerProcess } from '../support/server-process';

let server: ServerProcess;
let page: Page;

const toast = (text: string) => page.locator('.bp6-toast', { hasText: text });

describe('a German admin reads German', () => {
  const e2e = useEndToEnd({
    process: { args: ['--no-demo'] },
    context: { viewport: { width: 1366, height: 768 }, locale: 'de-DE' },
    admin: { username: 'redakteurin', password: 'secret-pass' },
  });
  beforeAll(async () => {
    ({ server, page } = e2e);
    const created = await page.request.post(`${server.url}/api/admin/categories`, { data: { name: 'Öfen' } });
    expect(created.status()).toBe(201);
    await page.goto(`${server.url}/admin/categories`);
    await page.locator('.admin-sidebar select').selectOption('de');
    await page.getByRole('heading', { name: 'Kategorien' }).waitFor();
  });

  it('shows the whole name of the signed-in admin, however long the word for logging out is', async () => {
    const name = page.locator('.admin-username');
    await name.getByText('redakteurin').waitFor();
    await page.getByRole('button', { name: 'Abmelden' }).waitFor();
    expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });

  it('writes file sizes with a decimal comma', async () => {
    await page.goto(`${server.url}/admin/about`);
    const size = page.getByRole('row', { name: /Größe der Datenbank/ }).getByRole('cell');
    await expect.poll(() => size.innerText()).toMatch(/^\d+(,\d{1,2})? (KB|MB)$/);
    await page.goto(`${server.url}/admin/categories`);
  });

  it('words a refused change in German, with the values the server named', async () => {
    await page.getByRole('button', { name: 'Kategorie hinzufügen' }).click();
    await page.locator('#category-name').fill('Öfen');
    await page.locator('#category-name').press('Enter');
    await toast('Eine Kategorie namens „Öfen“ gibt es bereits.').waitFor();
    expect(await page.locator('.bp6-toast').innerText()).not.toMatch(/already exists/);
    // The dialog stays open with the typed name, so nothing is lost.
    expect(await page.locator('#category-name').inputValue()).toBe('Öfen');
    await screenshot(page, 'german-server-error-toast');
    await page.getByRole('button', { name: 'Abbrechen' }).click();
  });

  it('shows the spec validation texts of the article-number dialog in German', async () => {
    await page.goto(`${server.url}/admin/article-numbers`);
    await page.getByRole('button', { name: 'Artikelnummer hinzufügen' }).click();
    await page.locator('#article-number').fill('AB,1');
    await page.locator('#article-number').press('Enter');
    await page.getByText('Die Artikelnummer enthält ein nicht erlaubtes Zeichen: U+002C (COMMA)').waitFor();
    await page.getByText('Bitte mindestens eine Kategorie auswählen').waitFor();
    await page.locator('#article-number').fill('');
    await page.locator('#article-number').press('Enter');
    await page.getByText('Artikelnummer ist erforderlich').waitFor();
    // The × in the dialog's header is named in German too, and closes it.
    const dialog = page.getByRole('dialog', { name: 'Artikelnummer hinzufügen' });
    await dialog.locator('.bp6-dialog-header').getByRole('button', { name: 'Schließen' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('lists refused import lines with German reasons, in the dialog and in the download', async () => {
    const csv = 'article_number,category\r\nOF-1,Öfen\r\n,Öfen\r\nOF-2,\r\nOF-1,Öfen\r\n';
    await page
      .getByTestId('import-csv-input')
      .setInputFiles({ name: 'nummern.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.locator('.bp6-alert').getByRole('button', { name: 'CSV importieren' }).click();
    const result = page.locator('.import-result-dialog');
    await result.getByText('Importierte Verknüpfungen: 1. Abgelehnte Zeilen: 3.').waitFor();
    expect(await result.getByTestId('import-refused-lines').locator('tbody tr').allInnerTexts()).toEqual([
      '3\tDie Artikelnummer ist leer',
      '4\tDie Kategorie ist leer',
      '5\tDoppelt, wie Zeile 2',
    ]);
    await screenshot(page, 'german-import-result');
    const downloading = page.waitForEvent('download');
    await result.getByRole('button', { name: /herunterladen|Download/i }).click();
    const download = await downloading;
    expect(readFileSync(await download.path(), 'utf8')).toContain('4,Die Kategorie ist leer');
    await result.locator('.bp6-dialog-footer').getByRole('button', { name: 'Schließen' }).click();
  });

  it('words an import the server refused as a whole in German', async () => {
    await page.getByTestId('import-csv-input').setInputFiles({
      name: 'falsch.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('nummer;kategorie\nA;B\n'),
    });
    await page.locator('.bp6-alert').getByRole('button', { name: 'CSV importieren' }).click();
    await toast('Die erste Zeile muss die Kopfzeile "article_number,category" sein.').waitFor();
  });

  it('shows the dashboard activity in German with German dates', async () => {
    await page.goto(`${server.url}/admin/dashboard`);
    await page.getByText('Letzte Aktivitäten').waitFor();
    const table = page.locator('.dashboard-section', { hasText: 'Letzte Aktivitäten' }).locator('table');
    await table.getByText('Kategorie Öfen erstellt').waitFor();
    await table
      .getByText('nummern.csv importiert: Verknüpfungen 1, neue Kategorien 0, ersetzt 0, abgelehnte Zeilen 3')
      .waitFor();
    await table.getByText('Erster Administrator redakteurin registriert').waitFor();
    expect(await table.innerText()).not.toMatch(/Created category|Imported|registered/);
    const time = await table.locator('.activity-time').first().innerText();
    const expected = await page.evaluate(() =>
      new Intl.DateTimeFormat('de', { month: 'short', day: 'numeric' }).format(new Date()),
    );
    expect(time).toContain(expected);
    await screenshot(page, 'dashboard-german');
  });

  it('keeps German after a reload', async () => {
    await page.reload();
    await page.getByText('Letzte Aktivitäten').waitFor();
    await page.getByText('Kategorie Öfen erstellt').waitFor();
  });

  it('words a rule only the server checked in German, by its code and not by an English sentence', async () => {
    // As from a client whose rules are older than the server's: the name reaches the server unchecked.
    await page.goto(`${server.url}/admin/categories`);
    await page.route(`${server.url}/api/admin/categories`, (route) =>
      route.continue({ postData: JSON.stringify({ name: 'Öfen\u202eneu' }) }),
    );
    await page.getByRole('button', { name: 'Kategorie hinzufügen' }).click();
    await page.locator('#category-name').fill('Öfen neu');
    await page.locator('#category-name').press('Enter');
    const refused = toast(
      'Der Name darf das bidirektionale Steuerzeichen U+202E (RIGHT-TO-LEFT OVERRIDE) nicht enthalten',
    );
    await refused.waitFor();
    expect(await refused.innerText()).not.toMatch(/must not contain|bidirectional control/);
    await page.unroute(`${server.url}/api/admin/categories`);
    await page.getByRole('button', { name: 'Abbrechen' }).click();
  });

  it('checks the instruction form by the server rules and focuses the field that breaks one', async () => {
    await page.goto(`${server.url}/admin/instructions/new`);
    await page.locator('#instruction-title').fill('Ofen reinigen');
    await page.locator('.bp6-checkbox', { hasText: 'Universelle Anleitung' }).click();
    await page.locator('#instruction-exclude').fill('OF-1, OF\u202e2');
    await page.locator('#content-en').fill('Clean the oven.');
    await page.getByRole('button', { name: 'Anleitung erstellen' }).click();
    await page
      .getByText(
        'Ein Ausschlussmuster darf das bidirektionale Steuerzeichen U+202E (RIGHT-TO-LEFT OVERRIDE) nicht enthalten',
      )
      .waitFor();
    await toast('Bitte das markierte Feld korrigieren.').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('instruction-exclude');
    await screenshot(page, 'german-instruction-rule-at-field');
    // Nothing was saved: the list is still empty.
    expect(await page.request.get(`${server.url}/api/admin/instructions`).then((r) => r.json())).toEqual([]);
  });

  it('keeps the dashboard cards\u2019 "Alle anzeigen" inside their cards on a 360 px phone', async () => {
    // A missed article number fills the missed-lookups card's table, as on a shop's first day.
    await page.request.get(`${server.url}/api/article/NICHT-DA-1`);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${server.url}/admin/dashboard`);
    const cards = page.locator('.dashboard-section', {
      has: page.getByRole('button', { name: 'Alle anzeigen' }),
    });
    await expect.poll(() => cards.count()).toBe(2);
    await pageSettled(page, '[data-testid="missed-lookups-card"] tbody tr');
    await screenshot(page, 'german-dashboard-360');
    const sticking = await cards.evaluateAll((elements) =>
      elements
        .filter((card) => {
          const header = card.querySelector('.dashboard-section-header');
          // The arrow is the button's last part: squeezed, the button keeps its box and lets it spill.
          const arrow = header?.querySelector('button > :last-child');
          return (
            !header || !arrow || arrow.getBoundingClientRect().right > header.getBoundingClientRect().right
          );
        })
        .map((card) => card.querySelector('h2')?.textContent ?? ''),
    );
    expect(sticking).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 768 });
  });
});

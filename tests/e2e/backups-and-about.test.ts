import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { version } from '../../package.json';
import { TEST_ADMIN, type TestServer } from '../api/support/api-server';
import { attachDocument, createInstruction } from '../api/support/instruction-documents';
import { bundleEntries } from '../api/support/library-bundles';
import { pdfWithPages } from '../fixtures/pdf-documents';
import { expectInEveryAdminLanguage } from '../support/admin-library';
import { screenshot, screenshotWideAndNarrow } from '../support/browser';
import { useEndToEnd } from '../support/e2e-fixture';

let server: TestServer;
let page: Page;
let instructionId: number;
const manual = pdfWithPages(['Grinder manual']);
// This file's server is the one the installed desktop app runs (electron/server-launch.ts).
const DESKTOP_APP = '/opt/Instruction Library/instruction-library';
const EDITOR = { username: 'editor', password: 'editor-password' };
const RESTORE_WAITS = 'A restore is waiting: when the server or the desktop app starts next';

const e2e = useEndToEnd({
  config: { backupIntervalMs: 60 * 60_000, desktopExecutable: DESKTOP_APP },
  context: { viewport: { width: 1366, height: 768 }, acceptDownloads: true },
});
beforeAll(async () => {
  ({ server, page } = e2e);
  const admin = await server.client().registerAdmin();
  await admin.post('/api/admin/categories', { name: 'Espresso' });
  await admin.post('/api/admin/users', { ...EDITOR, role: 'editor' });
  const instruction = await createInstruction(admin, 'Grinder', { documentLanguages: ['en'] });
  instructionId = instruction.id;
  await attachDocument(admin, instruction.id, 'en', manual);
  await page.goto(`${server.url}/auth`);
  await page.getByLabel('Username').fill(TEST_ADMIN.username);
  await page.getByLabel('Password').fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
}, 60_000);

const rows = () => page.getByTestId('backup-row');

/** Toasts would cover the screenshots of the page under them. */
async function closeToasts(): Promise<void> {
  await page
    .locator('.bp6-toast .bp6-button')
    .evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLButtonElement).click()));
  await expect.poll(() => page.locator('.bp6-toast').count()).toBe(0);
}

describe('the Backups screen', () => {
  it('backs up now, lists the new backup with what it holds and downloads it', async () => {
    await page.getByRole('menuitem', { name: 'Backups' }).click();
    await page.getByRole('heading', { name: 'Backups', exact: true }).waitFor();
    await page.getByText('No backups yet. Back up now to make the first one.').waitFor();
    expect(await page.getByTestId('backup-schedule').innerText()).toBe(
      'Every 60 minutes while the library changes.',
    );

    await page.getByRole('button', { name: 'Back up now' }).click();
    await expect.poll(() => rows().count()).toBe(1);
    const row = rows().first();
    expect(await row.innerText()).toContain('Made by hand');
    expect(await row.innerText()).toContain(`App version ${version}`);
    expect(await row.innerText()).toContain('library database, sign-in key');
    expect(await row.innerText()).toContain('1 PDF manual');
    await closeToasts();
    await screenshot(page, 'admin-backups-1366');

    const [name] = readdirSync(path.join(server.dataDir, 'backups')).filter((file) => file.endsWith('.tar'));
    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(name);
    // The download carries the PDF the backups folder keeps beside the backup.
    const entries = bundleEntries(readFileSync(await download.path()));
    expect(entries.map((entry) => entry.name)).toContain('library.db');
    const manualHash = createHash('sha256').update(manual).digest('hex');
    expect(entries.find((entry) => entry.name === `documents/${manualHash}.pdf`)?.bytes.equals(manual)).toBe(
      true,
    );
  });

  it("names the installed app's own restore command for a backup file from elsewhere", async () => {
    const card = page.getByTestId('restore-command');
    expect(await card.locator('pre').innerText()).toBe(`"${DESKTOP_APP}" --admin restore <backup.tar>`);
    await card.getByText('Run this in a terminal (Command Prompt on Windows)').waitFor();
    expect(await card.innerText()).not.toContain('npm');
    await closeToasts();
    await expectInEveryAdminLanguage(page, card, 'admin-backups-restore-command', {
      de: 'in der Eingabeaufforderung',
      fr: 'l’invite de commandes',
      nl: 'Opdrachtprompt op Windows',
      it: 'Prompt dei comandi su Windows',
      da: 'Kommandoprompt på Windows',
      es: 'Símbolo del sistema en Windows',
    });
  });

  it('stages a restore only after the confirm step, and calls it off', async () => {
    await rows().first().getByRole('button', { name: 'Restore…' }).click();
    const alert = page.locator('.bp6-alert');
    await alert.getByText('Restore this backup?').waitFor();
    await alert.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByText('A restore is waiting').count()).toBe(0);

    await rows().first().getByRole('button', { name: 'Restore…' }).click();
    await alert.getByRole('button', { name: 'Restore at next start' }).click();
    await page.getByText('A restore is waiting').waitFor();
    expect(existsSync(path.join(server.dataDir, 'restore-pending'))).toBe(true);
    await screenshot(page, 'admin-backups-restore-pending');
    // The Backups page has its own callout with the button; the banner is for the other pages.
    expect(await page.locator('.pending-restore-banner').count()).toBe(0);

    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const banner = page.locator('.pending-restore-banner');
    await banner.getByText(RESTORE_WAITS).waitFor();
    await closeToasts();
    await expectInEveryAdminLanguage(page, banner, 'admin-dashboard-restore-waiting', {
      de: 'Eine Wiederherstellung wartet',
      fr: 'Une restauration est en attente',
      nl: 'Er wacht een terugzetting',
      it: 'Un ripristino è in attesa',
      da: 'En gendannelse venter',
      es: 'Hay una restauración pendiente',
    });

    await page.goto(`${server.url}/admin/instructions/${instructionId}`);
    await page.locator('#content-en').waitFor();
    await banner.getByText(RESTORE_WAITS).waitFor();
    await screenshotWideAndNarrow(page, 'admin-editor-restore-waiting');

    await banner.getByRole('link', { name: 'Call it off under Backups' }).click();
    await page.getByRole('heading', { name: 'Backups', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Call off the restore' }).click();
    await page
      .locator('.bp6-toast')
      .getByText('The restore is called off; the library stays as it is.')
      .waitFor();
    expect(await page.getByText('A restore is waiting').count()).toBe(0);
    expect(existsSync(path.join(server.dataDir, 'restore-pending'))).toBe(false);
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await page.getByText(RESTORE_WAITS).count()).toBe(0);
  });

  it('warns an editor too, who is told to ask an admin, until the restore is called off', async () => {
    const admin = await server.client().login(TEST_ADMIN);
    const [backup] = readdirSync(path.join(server.dataDir, 'backups')).filter((file) =>
      file.endsWith('.tar'),
    );
    expect((await admin.post(`/api/admin/backups/${backup}/restore`)).status).toBe(202);

    const editorPage = await (
      await e2e.browser.newContext({ viewport: { width: 1366, height: 768 } })
    ).newPage();
    await editorPage.goto(`${server.url}/auth`);
    await editorPage.getByLabel('Username').fill(EDITOR.username);
    await editorPage.getByLabel('Password').fill(EDITOR.password);
    await editorPage.getByRole('button', { name: 'Sign In' }).click();
    await editorPage.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const banner = editorPage.locator('.pending-restore-banner');
    await banner.getByText(RESTORE_WAITS).waitFor();
    expect(await banner.innerText()).toContain(
      'If your changes should stay, ask an admin to call the restore off under Backups.',
    );
    // Editors cannot open Backups, so they get no link there.
    expect(await banner.getByRole('link').count()).toBe(0);
    await editorPage.goto(`${server.url}/admin/instructions/${instructionId}`);
    await editorPage.locator('#content-en').waitFor();
    await banner.getByText(RESTORE_WAITS).waitFor();
    await screenshotWideAndNarrow(editorPage, 'admin-editor-restore-waiting-as-editor');

    // Called off by an admin elsewhere: the editor's next page no longer warns.
    expect((await admin.delete('/api/admin/backup-status/pending-restore')).status).toBe(200);
    await editorPage.getByRole('menuitem', { name: 'Dashboard' }).click();
    await editorPage.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await expect.poll(() => editorPage.getByText(RESTORE_WAITS).count()).toBe(0);
    await editorPage.context().close();
  });

  it('fits a phone', async () => {
    await closeToasts();
    await page.setViewportSize({ width: 360, height: 740 });
    await screenshot(page, 'admin-backups-360');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1366, height: 768 });
  });
});

describe('the About screen', () => {
  it('shows the app version from package.json, the data folder and where the log is', async () => {
    await page.getByRole('menuitem', { name: 'About' }).click();
    await page.getByRole('heading', { name: 'About', exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('about-version').innerText()).toBe(version);
    expect(await page.getByTestId('about-data-dir').innerText()).toBe(server.dataDir);
    expect(await page.getByTestId('about-log-file').innerText()).toBe(
      path.join(server.dataDir, 'logs', 'server.log'),
    );
    await screenshot(page, 'admin-about-1366');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the log' }).click();
    const log = readFileSync(await (await downloading).path(), 'utf8');
    expect(log).toContain('"path":"/api/admin/about"');

    await closeToasts();
    await page.setViewportSize({ width: 360, height: 740 });
    await screenshot(page, 'admin-about-360');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotWideAndNarrow } from '../support/browser';
import { removeDataDir, startServerProcess, type ServerProcess } from '../support/server-process';
import { useBrowser } from '../support/e2e-fixture';
import { chooseAdminLanguage, createFirstAdmin, requireRendererBuild } from '../support/admin-library';
import { runCommand } from '../support/cli-command';

const ADMIN = { username: 'keeper', password: 'secret-pass' };
const WIDE = { width: 1366, height: 768 };

let hub: ServerProcess;
let kiosk: ServerProcess;
let browser: Browser;
/** One context per server: both run on 127.0.0.1, and cookies do not tell ports apart. */
let hubContext: BrowserContext;
let kioskContext: BrowserContext;
let hubPage: Page;
let kioskPage: Page;
let files: string;
let bundleFile = '';
let hubKey = '';

describe('publishing on a hub and importing on a kiosk, in the browser', () => {
  const shared = useBrowser();
  beforeAll(async () => {
    requireRendererBuild();
    files = mkdtempSync(path.join(tmpdir(), 'library-e2e-'));
    [hub, kiosk] = await Promise.all([startServerProcess(), startServerProcess({ args: ['--no-demo'] })]);
    browser = shared.browser;
    hubContext = await browser.newContext({ viewport: WIDE, acceptDownloads: true });
    await hubContext.grantPermissions(['clipboard-read', 'clipboard-write']);
    kioskContext = await browser.newContext({ viewport: WIDE });
    hubPage = await hubContext.newPage();
    kioskPage = await kioskContext.newPage();
    await Promise.all([
      createFirstAdmin(hubPage, hub.url, ADMIN),
      createFirstAdmin(kioskPage, kiosk.url, ADMIN),
    ]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([hub?.stop(), kiosk?.stop()]);
    for (const server of [hub, kiosk]) if (server) removeDataDir(server.dataDir);
    if (files) rmSync(files, { recursive: true, force: true });
  });

  it('publishes version 1 with a note, offers its file and shows the public key to copy', async () => {
    await hubPage.getByRole('menuitem', { name: 'Publish Library' }).click();
    await hubPage.getByRole('heading', { name: 'Publish Library' }).waitFor();
    await hubPage.getByText('Nothing has been published yet.').waitFor();
    await hubPage.getByText('The signing key is created with the first published version.').waitFor();
    // The Dashboard counts distinct article numbers; a version carries their links to categories.
    const counts = (await (
      await hubPage.request.get(`${hub.url}/api/admin/article-numbers/counts`)
    ).json()) as {
      articleNumbers: number;
      links: number;
    };
    expect(counts.links).toBeGreaterThan(counts.articleNumbers);
    const linksRow = hubPage.getByTestId('count-article_numbers').locator('td');
    expect(await linksRow.allInnerTexts()).toEqual([
      'Article number links',
      '–',
      `${counts.links}`,
      `+${counts.links}`,
    ]);
    // The counts fit a phone without scrolling sideways, also with German and Dutch compound words.
    for (const language of ['de', 'nl', 'en']) {
      await chooseAdminLanguage(hubPage, language);
      await hubPage.setViewportSize({ width: 360, height: 740 });
      const overflow = await hubPage
        .locator('.library-counts')
        .evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0));
      expect(overflow, language).toBeLessThanOrEqual(0);
      await hubPage.setViewportSize(WIDE);
    }

    await hubPage.getByLabel('Note (optional)').fill('Spring catalogue');
    // A small library publishes in a blink: the page's progress card is caught as it is shown.
    await hubPage.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { seenPublishProgress: seen });
      new MutationObserver(() => {
        const card = document.querySelector('[data-testid="job-progress-publish"]');
        if (card?.textContent) seen.push(card.textContent);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await hubPage.getByRole('button', { name: 'Publish version 1' }).click();
    await hubPage
      .locator('.library-result', { hasText: 'Version 1 published.' })
      .waitFor({ timeout: 60_000 });
    const progress = await hubPage.evaluate(
      () => (window as unknown as { seenPublishProgress: string[] }).seenPublishProgress,
    );
    expect(progress.length).toBeGreaterThan(0);
    expect(progress[0]).toContain('Publishing a library version');
    expect(progress[0]).toContain('Cancel publishing');
    await hubPage.getByTestId('served-version').getByText('Spring catalogue').waitFor();
    await hubPage.getByText('0 changes since this version was published.').waitFor();
    await hubPage.getByRole('button', { name: 'Publish version 2' }).waitFor();

    hubKey = (await hubPage.getByTestId('hub-public-key').innerText()).trim();
    expect(hubKey).toMatch(/^RW[A-Za-z0-9+/]{54}$/);
    await hubPage.getByRole('button', { name: 'Copy key' }).click();
    expect(await hubPage.evaluate(() => navigator.clipboard.readText())).toBe(hubKey);

    const [download] = await Promise.all([
      hubPage.waitForEvent('download'),
      hubPage.getByRole('link', { name: 'Download library-v1.tar' }).first().click(),
    ]);
    expect(download.suggestedFilename()).toBe('library-v1.tar');
    bundleFile = path.join(files, 'library-v1.tar');
    await download.saveAs(bundleFile);
    expect(readFileSync(bundleFile).length).toBeGreaterThan(10_000);
    await screenshotWideAndNarrow(hubPage, 'library-publish');
  });

  it('still shows the last publish and its file after the page is reloaded', async () => {
    await hubPage.reload();
    await hubPage.getByRole('heading', { name: 'Publish Library' }).waitFor();
    const result = hubPage.locator('.library-result', { hasText: 'Version 1 published.' });
    await result.waitFor();
    await result.getByRole('link', { name: 'Download library-v1.tar' }).waitFor();
    expect(await hubPage.getByTestId('job-progress-publish').count()).toBe(0);
  });

  it('asks a kiosk for a valid hub key before it imports anything', async () => {
    await kioskPage.getByRole('menuitem', { name: 'Library Updates' }).click();
    await kioskPage.getByRole('heading', { name: 'Library Updates' }).waitFor();
    await kioskPage.getByText('Follows no hub (content is edited here)').waitFor();
    expect(await kioskPage.getByRole('button', { name: 'Choose library file…' }).isDisabled()).toBe(true);

    await kioskPage.getByLabel('Hub address').fill('hub.shop.lan');
    await kioskPage.getByLabel('Hub public key').fill('RWQ-not-a-key');
    await kioskPage.getByLabel('Relay address').fill('kiosk-1.shop.lan');
    await kioskPage.getByRole('button', { name: 'Save' }).click();
    await kioskPage.getByText('The hub address must start with http:// or https://').waitFor();
    await kioskPage.getByText('This is not a hub public key').waitFor();
    await kioskPage.getByText('The relay address must start with http:// or https://').waitFor();

    await kioskPage.getByLabel('Hub address').fill('');
    await kioskPage.getByLabel('Hub public key').fill(hubKey);
    await kioskPage.getByLabel('Relay address').fill('http://127.0.0.1:7/');
    const serveOthers = kioskPage.getByLabel('Serve what I applied to other kiosks');
    expect(await serveOthers.isChecked()).toBe(false);
    await serveOthers.check({ force: true });
    await screenshotWideAndNarrow(kioskPage, 'library-follow-relay');
    await kioskPage.getByRole('button', { name: 'Save' }).click();
    await kioskPage.getByText('Takes the hub’s library files', { exact: true }).waitFor();
    await kioskPage.reload();
    await kioskPage.getByText('Takes the hub’s library files', { exact: true }).waitFor();
    expect(await kioskPage.getByLabel('Relay address').inputValue()).toBe('http://127.0.0.1:7');
    expect(await kioskPage.getByTestId('follow-relay').innerText()).toBe('http://127.0.0.1:7');
    expect(await kioskPage.getByLabel('Serve what I applied to other kiosks').isChecked()).toBe(true);
    await kioskPage.getByText('None (updated from files)').waitFor();
    expect(await kioskPage.getByTestId('follow-key-id').innerText()).toBe(
      await hubPage.getByTestId('hub-key-id').innerText(),
    );
  });

  it('refuses a bundle cut off halfway, in plain translated words, and keeps serving nothing new', async () => {
    const bytes = readFileSync(bundleFile);
    const truncated = path.join(files, 'library-v1-half.tar');
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await kioskPage.getByTestId('library-import-file').setInputFiles(truncated);
    const error = kioskPage.getByTestId('import-error');
    await error.waitFor({ timeout: 60_000 });
    expect(await error.innerText()).toContain('The library file is damaged or incomplete');
    expect(await kioskPage.getByTestId('served-version').innerText()).toBe('No library version yet');

    await kioskPage.locator('.admin-sidebar select').selectOption('de');
    await kioskPage.getByTestId('library-import-file').setInputFiles(truncated);
    await kioskPage
      .getByTestId('import-error')
      .getByText('Die Bibliotheksdatei ist beschädigt oder unvollständig', { exact: false })
      .waitFor({ timeout: 60_000 });
    await screenshotWideAndNarrow(kioskPage, 'library-import-damaged-de');
    await kioskPage.locator('.admin-sidebar select').selectOption('en');
  });

  it('refuses a bundle of another hub and says what to do if the hub moved to a new key, also in German', async () => {
    const otherHub = path.join(files, 'other-hub');
    const published = await runCommand('library', ['publish', '--data-dir', otherHub]);
    expect(published.code).toBe(0);
    const foreign = path.join(otherHub, 'library-bundles', 'library-v1.tar');
    await kioskPage.getByTestId('library-import-file').setInputFiles(foreign);
    await kioskPage
      .getByTestId('import-error')
      .getByText('If the hub moved to a new key, compare its fingerprint', { exact: false })
      .waitFor({ timeout: 60_000 });

    await kioskPage.locator('.admin-sidebar select').selectOption('de');
    await kioskPage
      .getByTestId('import-error')
      .getByText('Hat der Hub einen neuen Schlüssel', { exact: false })
      .waitFor({ timeout: 60_000 });
    await kioskPage.locator('.admin-sidebar select').selectOption('en');
    expect(await kioskPage.getByTestId('served-version').innerText()).toBe('No library version yet');
  });

  it('imports the downloaded bundle and serves the hub library, read-only with a banner', async () => {
    await kioskPage.getByTestId('library-import-file').setInputFiles(bundleFile);
    await kioskPage.getByText('Version 1 applied from library-v1.tar.').waitFor({ timeout: 60_000 });
    await kioskPage.getByTestId('served-version').getByText('Version 1', { exact: false }).waitFor();
    const status = kioskPage.getByTestId('library-status');
    await status.getByText('Takes the hub’s library files').waitFor();
    expect(await status.getByTestId('follow-channel').count()).toBe(0);
    await screenshotWideAndNarrow(kioskPage, 'library-updates');

    await kioskPage.getByRole('menuitem', { name: 'Categories' }).click();
    await kioskPage.getByRole('heading', { name: 'Categories' }).waitFor();
    const banner = kioskPage.locator('.follower-banner');
    await banner.getByText('Content comes from the hub’s library files — edit it on the hub.').waitFor();
    await banner.getByText('This kiosk serves version 1.').waitFor();
    expect(await kioskPage.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await kioskPage.getByRole('button', { name: 'Add Category' }).isDisabled()).toBe(true);
    expect(await kioskPage.getByRole('button', { name: 'Delete' }).first().isDisabled()).toBe(true);
    await screenshotWideAndNarrow(kioskPage, 'library-follower-categories');

    await kioskPage.getByRole('menuitem', { name: 'Article Numbers' }).click();
    await banner.waitFor();
    expect(await kioskPage.getByRole('button', { name: 'Add Article Number' }).isDisabled()).toBe(true);
    await kioskPage.getByRole('menuitem', { name: 'Missed Lookups' }).click();
    await kioskPage.getByRole('heading', { name: 'Missed Lookups' }).waitFor();
    expect(await banner.count()).toBe(0);
  });

  it('follows the hub over HTTP: a new version arrives with "Check now"', async () => {
    await hubPage.getByRole('menuitem', { name: 'Categories' }).click();
    await hubPage.getByRole('button', { name: 'Add Category' }).click();
    await hubPage.getByLabel('Name').fill('Arrived over the LAN');
    await hubPage.getByRole('button', { name: 'Create', exact: true }).click();
    await hubPage.locator('tbody tr', { hasText: 'Arrived over the LAN' }).waitFor();
    await hubPage.getByRole('menuitem', { name: 'Publish Library' }).click();
    await hubPage.getByText('1 change since this version was published.').waitFor();
    await hubPage.getByRole('button', { name: 'Publish version 2' }).click();
    await hubPage
      .locator('.library-result', { hasText: 'Version 2 published.' })
      .waitFor({ timeout: 60_000 });

    await kioskPage.getByRole('menuitem', { name: 'Library Updates' }).click();
    await kioskPage.getByLabel('Hub address').fill(hub.url);
    await kioskPage.getByRole('button', { name: 'Save' }).click();
    await kioskPage.getByTestId('library-status').getByText(hub.url).waitFor();
    await kioskPage.getByTestId('library-status').getByText('Follows a hub').waitFor();
    await kioskPage.getByTestId('follow-channel').getByText('Pilot: every version at once').waitFor();
    await kioskPage.getByRole('button', { name: 'Check now' }).click();
    await kioskPage
      .getByTestId('served-version')
      .getByText('Version 2', { exact: false })
      .waitFor({ timeout: 60_000 });
    expect(await kioskPage.getByTestId('last-error').count()).toBe(0);
    // Told beside "Check now", not under the file import, which played no part.
    await kioskPage.getByTestId('library-status').getByText('Version 2 applied.').waitFor();
    expect(await kioskPage.getByText('Version 2 applied.').count()).toBe(1);

    await kioskPage.getByRole('menuitem', { name: 'Categories' }).click();
    await kioskPage.locator('tbody tr', { hasText: 'Arrived over the LAN' }).waitFor();
    await kioskPage
      .locator('.follower-banner')
      .getByText(`Content comes from ${hub.url} — edit it there.`)
      .waitFor();
  });

  it('says in plain words when the hub cannot be reached', async () => {
    await kioskPage.getByRole('menuitem', { name: 'Library Updates' }).click();
    await kioskPage.getByLabel('Hub address').fill('http://127.0.0.1:9');
    await kioskPage.getByRole('button', { name: 'Save' }).click();
    await kioskPage.getByTestId('library-status').getByText('http://127.0.0.1:9').waitFor();
    await kioskPage.getByRole('button', { name: 'Check now' }).click();
    await kioskPage
      .getByTestId('last-error')
      .getByText('The hub could not be reached or did not answer as expected.', { exact: false })
      .waitFor({ timeout: 60_000 });
    await kioskPage.getByTestId('served-version').getByText('Version 2', { exact: false }).waitFor();
    await screenshotWideAndNarrow(kioskPage, 'library-updates-hub-unreachable');
  });

  it('does not offer the download of an older publish once the command line published a newer one', async () => {
    await hubPage.locator('.library-result', { hasText: 'Version 2 published.' }).waitFor();
    const published = await runCommand('library', ['publish', '--data-dir', hub.dataDir]);
    expect(published.output).toContain('Published library version 3 ');

    await hubPage.reload();
    await hubPage.getByRole('button', { name: 'Publish version 4' }).waitFor();
    expect(await hubPage.getByText('Version 2 published.').count()).toBe(0);
    expect(await hubPage.getByRole('link', { name: 'Download library-v2.tar' }).count()).toBe(0);
  });

  it('takes the new key a library file announces after the hub moved to one, and says so', async () => {
    const rotated = await runCommand('library', ['rotate-key', '--data-dir', hub.dataDir]);
    const newKeyId = /to ([0-9A-F]{16});/.exec(rotated.output)?.[1] ?? '';
    expect(newKeyId).not.toBe('');
    await hubPage.goto(`${hub.url}/admin/library/publish`);
    const rotation = hubPage.getByTestId('key-rotation');
    await rotation.waitFor();
    expect(await hubPage.getByTestId('hub-key-id').innerText()).toBe(newKeyId);
    expect(await rotation.innerText()).toContain(
      'The newest version is still signed with the previous key. Kiosks take the new key with the next version you publish.',
    );
    expect(await rotation.innerText()).toMatch(/^This key replaced key [0-9A-F]{16} on /);
    await screenshotWideAndNarrow(hubPage, 'publish-library-key-replaced');
    const published = await runCommand('library', ['publish', '--data-dir', hub.dataDir]);
    expect(published.output).toContain('Published library version 4 ');

    await kioskPage
      .getByTestId('library-import-file')
      .setInputFiles(path.join(hub.dataDir, 'library-bundles', 'library-v4.tar'));
    const outcome = kioskPage.locator('.library-result', {
      hasText: 'Version 4 applied from library-v4.tar.',
    });
    await outcome.waitFor({ timeout: 60_000 });
    expect(await outcome.innerText()).toContain(`The hub moved to a new key (fingerprint ${newKeyId})`);
    await expect.poll(() => kioskPage.getByTestId('follow-key-id').innerText()).toBe(newKeyId);
    await screenshotWideAndNarrow(kioskPage, 'library-updates-moved-key');
  });

  it('promotes and rolls stable back, and warns that the hub still holds the rolled-back edits', async () => {
    await hubPage.goto(`${hub.url}/admin/library/publish`);
    const channels = hubPage.getByTestId('library-channels');
    await hubPage.getByRole('button', { name: 'Promote version 4 to stable' }).click();
    await expect.poll(() => channels.innerText()).toMatch(/Stable\s+Version 4/);
    const added = await hubPage.request.post(`${hub.url}/api/admin/categories`, {
      data: { name: 'Broken after version 4' },
    });
    expect(added.status()).toBe(201);
    await hubPage.getByRole('button', { name: 'Publish version 5' }).click();
    await hubPage.getByRole('button', { name: 'Promote version 5 to stable' }).click();
    await expect.poll(() => channels.innerText()).toMatch(/Stable\s+Version 5/);

    await hubPage.getByRole('button', { name: 'Roll stable back to version 4' }).click();
    await hubPage
      .locator('.bp6-alert')
      .getByText('This hub’s own library keeps its edits.', { exact: false })
      .waitFor();
    await hubPage
      .locator('.bp6-alert')
      .getByRole('button', { name: 'Roll stable back to version 4' })
      .click();
    await expect.poll(() => channels.innerText()).toMatch(/Pilot\s+Version 6\s+Stable\s+Version 6/);
    await expect
      .poll(() => hubPage.getByTestId('changes-since').innerText())
      .toBe('1 change since version 4, whose content this version repeats.');
    expect(await hubPage.getByTestId('rollback-kept-here').innerText()).toContain(
      'the changes made since version 4 are still here, and the next version you publish includes them',
    );
    await screenshotWideAndNarrow(hubPage, 'publish-library-after-rollback');
    // The rollback's note is told in the reader's language, on the hub and on a kiosk that took it.
    const note = hubPage.getByTestId('served-note');
    expect(await note.innerText()).toBe('Rollback to the content of version 4');
    await chooseAdminLanguage(hubPage, 'de');
    await expect.poll(() => note.innerText()).toBe('Zurückgesetzt auf den Inhalt von Version 4');
    await chooseAdminLanguage(hubPage, 'en');

    await kioskPage
      .getByTestId('library-import-file')
      .setInputFiles(path.join(hub.dataDir, 'library-bundles', 'library-v6.tar'));
    await kioskPage
      .locator('.library-result', { hasText: 'Version 6 applied from library-v6.tar.' })
      .waitFor({ timeout: 60_000 });
    await chooseAdminLanguage(kioskPage, 'fr');
    await expect
      .poll(() => kioskPage.getByTestId('served-note').innerText())
      .toBe('Retour au contenu de la version 4');
    await chooseAdminLanguage(kioskPage, 'en');
  });

  it('asks before a hub follows another hub, and refuses its own key', async () => {
    // Loaded afresh, without the earlier tests' toasts over the question.
    await hubPage.goto(`${hub.url}/admin/library/updates`);
    await hubPage.getByLabel('Hub address').fill('http://hub.shop.lan:3000');
    await hubPage
      .getByLabel('Hub public key')
      .fill('RWQ+5Mu2Y0Z0EDF78lSfbTCaZLeoO0ypPk1z5tAnfThqLO04plE8jK8a');
    await hubPage.getByRole('button', { name: 'Save' }).click();
    const alert = hubPage.locator('.bp6-alert');
    await alert.getByText('This install publishes its own library (version 6).').waitFor();
    await screenshotWideAndNarrow(hubPage, 'library-updates-hub-asked-before-following');
    await alert.getByRole('button', { name: 'Cancel' }).click();
    await alert.waitFor({ state: 'detached' });
    expect(await hubPage.getByTestId('library-status').innerText()).toContain(
      'Follows no hub (content is edited here)',
    );

    const status = (await (await hubPage.request.get(`${hub.url}/api/admin/library/status`)).json()) as {
      signingKey: { publicKey: string };
    };
    // Pasted as the whole .pub file, comment line included.
    await hubPage
      .getByLabel('Hub public key')
      .fill(`untrusted comment: minisign public key\n${status.signingKey.publicKey}\n`);
    await hubPage.getByRole('button', { name: 'Save' }).click();
    // Refused at once, without first asking whether this hub should follow one.
    await hubPage
      .getByText('This is this install’s own signing key: an install cannot follow itself.')
      .waitFor();
    expect(await alert.count()).toBe(0);
    expect(await hubPage.getByTestId('library-status').innerText()).toContain(
      'Follows no hub (content is edited here)',
    );
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicKeyLine } from '../../server/library-bundles/minisign';
import { generateSigningKey } from '../../server/library-bundles/signing-key';
import { startApiServer, type ApiClient, type TestServer } from '../api/support/api-server';
import { libraryStatus, publish } from '../api/support/library-bundles';
import { startStaticFileServer, type StaticFileServer } from '../api/support/static-file-server';
import { type AdminLibrary, expectInEveryAdminLanguage, signedInAdmin } from '../support/admin-library';
import { runCommand } from '../support/cli-command';
import { useBrowser } from '../support/e2e-fixture';

const WIDE = { width: 1366, height: 768 };
const APPLY_TIMEOUT = { timeout: 60_000 };

let hub: TestServer;
let hubAdmin: ApiClient;
let kiosk: AdminLibrary;
let page: Page;
let emptyFolder = '';
let web: StaticFileServer;
let hubKey = '';

/** Saves the hub address and channel, then presses "Check now". */
async function checkAt(address: string, channel: 'pilot' | 'stable'): Promise<void> {
  await page.getByLabel('Hub address').fill(address);
  await page.getByLabel('Channel').selectOption(channel);
  await page.getByRole('button', { name: 'Save' }).click();
  await closeSavedToast();
  await page.getByRole('button', { name: 'Check now' }).click();
}

/** Closes the "Follow settings saved" toast, which would otherwise stay over the check's own message. */
async function closeSavedToast(on: Page = page): Promise<void> {
  const toast = on.locator('.bp6-toast', { hasText: 'Follow settings saved' });
  await toast.getByRole('button', { name: 'Close' }).click();
  await toast.waitFor({ state: 'detached' });
}

describe('what "Check now" says when the hub offers no version, or none at that address, and stopping', () => {
  const shared = useBrowser();
  beforeAll(async () => {
    hub = await startApiServer();
    hubAdmin = await hub.client().registerAdmin();
    // The hub has its key (its admin copied it to the kiosk) but has published nothing yet.
    const key = generateSigningKey();
    key.save(hub.dataDir);
    hubKey = publicKeyLine(key.publicKey);
    emptyFolder = mkdtempSync(path.join(tmpdir(), 'library-empty-web-'));
    web = await startStaticFileServer(emptyFolder);
    kiosk = await signedInAdmin(shared.browser, { context: { viewport: WIDE } });
    page = kiosk.page;
    await page.goto(`${kiosk.server.url}/admin/library/updates`);
    // The follow form takes the saved settings once the status is in: filled before, it would lose them.
    await page.getByTestId('library-status').getByText('Follows no hub (content is edited here)').waitFor();
    // The first save makes this install a follower; its toast is closed so each check sees only its own.
    await page.getByLabel('Hub public key').fill(hubKey);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('library-status').getByText('Takes the hub’s library files').waitFor();
    await closeSavedToast();
  }, 120_000);

  afterAll(async () => {
    await kiosk?.close();
    await hub?.dispose();
    await web?.close();
    if (emptyFolder) rmSync(emptyFolder, { recursive: true, force: true });
  });

  it('tells a stable kiosk that the hub has no stable version yet', async () => {
    await checkAt(hub.url, 'stable');
    const outcome = page.getByTestId('check-outcome');
    await outcome.getByText('The hub has no version on the stable channel yet.').waitFor(APPLY_TIMEOUT);
    expect(await page.getByTestId('last-error').count()).toBe(0);
    await expectInEveryAdminLanguage(page, outcome, 'library-check-nothing-on-stable', {
      de: 'Der Hub hat noch keine Version im Kanal „Stabil“.',
      fr: 'Le hub n’a encore aucune version sur le canal stable.',
      nl: 'De hub heeft nog geen versie op het stabiele kanaal.',
      it: 'L’hub non ha ancora una versione sul canale stabile.',
      da: 'Hubben har endnu ingen version på den stabile kanal.',
      es: 'El hub aún no tiene ninguna versión en el canal estable.',
    });
  });

  it('tells a pilot kiosk that the hub has published nothing yet', async () => {
    await checkAt(hub.url, 'pilot');
    const outcome = page.getByTestId('check-outcome');
    await outcome.getByText('The hub has not published a version yet.').waitFor(APPLY_TIMEOUT);
    await expectInEveryAdminLanguage(page, outcome, 'library-check-nothing-published', {
      de: 'Der Hub hat noch keine Version veröffentlicht.',
      fr: 'Le hub n’a encore publié aucune version.',
      nl: 'De hub heeft nog geen versie gepubliceerd.',
      it: 'L’hub non ha ancora pubblicato alcuna versione.',
      da: 'Hubben har endnu ikke udgivet en version.',
      es: 'El hub aún no ha publicado ninguna versión.',
    });
  });

  it('says an empty web folder offers no library, naming it, instead of "Up to date"', async () => {
    expect(await publish(hubAdmin, 'First')).toBe(1);
    await page.getByRole('button', { name: 'Check now' }).click();
    await page.getByText('Version 1 applied.').waitFor(APPLY_TIMEOUT);

    await checkAt(web.url, 'pilot');
    const error = page.getByTestId('last-error');
    await error
      .getByText(`This address offers no library: ${web.url}.`, { exact: false })
      .waitFor(APPLY_TIMEOUT);
    expect(await page.getByTestId('check-outcome').count()).toBe(0);
    await expectInEveryAdminLanguage(page, error, 'library-check-no-library', {
      de: `Diese Adresse bietet keine Bibliothek: ${web.url}.`,
      fr: `Cette adresse ne propose aucune bibliothèque : ${web.url}.`,
      nl: `Dit adres biedt geen bibliotheek: ${web.url}.`,
      it: `Questo indirizzo non offre alcuna libreria: ${web.url}.`,
      da: `Denne adresse tilbyder intet bibliotek: ${web.url}.`,
      es: `Esta dirección no ofrece ninguna biblioteca: ${web.url}.`,
    });
  });

  it('says the hub moved to a new key when a check takes its first version signed with it', async () => {
    const rotated = await runCommand('library', ['rotate-key', '--data-dir', hub.dataDir]);
    expect(rotated.code, rotated.output).toBe(0);
    expect(await publish(hubAdmin, 'Second')).toBe(2);
    const newKeyId = (await libraryStatus(hubAdmin)).signingKey?.keyId ?? '';
    expect(newKeyId).not.toBe('');

    await checkAt(hub.url, 'pilot');
    // The fingerprint reads the same in every language.
    const outcome = page.locator('.library-result', { hasText: newKeyId });
    await outcome.getByText('Version 2 applied.', { exact: false }).waitFor(APPLY_TIMEOUT);
    expect(await outcome.innerText()).toContain(`The hub moved to a new key (fingerprint ${newKeyId})`);
    await page.getByTestId('follow-key-id').getByText(newKeyId).waitFor();
    await expectInEveryAdminLanguage(page, outcome, 'library-check-moved-key', {
      de: `Der Hub hat einen neuen Schlüssel (Fingerabdruck ${newKeyId})`,
      fr: `Le hub est passé à une nouvelle clé (empreinte ${newKeyId})`,
      nl: `De hub is overgestapt op een nieuwe sleutel (vingerafdruk ${newKeyId})`,
      it: `L’hub è passato a una nuova chiave (impronta ${newKeyId})`,
      da: `Hubben har fået en ny nøgle (fingeraftryk ${newKeyId})`,
      es: `El hub cambió a una nueva clave (huella ${newKeyId})`,
    });
  });

  it('says a former hub still serves its own library while the hub’s versions have not passed it', async () => {
    const formerHub = await signedInAdmin(shared.browser, { context: { viewport: WIDE } });
    try {
      for (const note of ['Own first', 'Own second', 'Own third']) await publish(formerHub.admin, note);
      const own = formerHub.page;
      await own.goto(`${formerHub.server.url}/admin/library/updates`);
      await own.getByTestId('library-status').getByText('Follows no hub (content is edited here)').waitFor();
      await own.getByLabel('Hub address').fill(hub.url);
      await own
        .getByLabel('Hub public key')
        .fill((await libraryStatus(hubAdmin)).signingKey?.publicKey ?? '');
      await own.getByRole('button', { name: 'Save' }).click();
      await own.locator('.bp6-alert').getByRole('button', { name: 'Follow the hub' }).click();
      await own.getByTestId('library-status').getByText('Follows a hub').waitFor();
      await closeSavedToast(own);
      await own.getByRole('button', { name: 'Check now' }).click();
      const outcome = own.getByTestId('check-outcome');
      await outcome
        .getByText(
          'This install still serves its own library (version 3), not the hub’s: it takes the hub’s library from the hub’s first version above 3.',
        )
        .waitFor(APPLY_TIMEOUT);
      expect(await outcome.innerText()).not.toContain('Up to date');
      await expectInEveryAdminLanguage(own, outcome, 'library-check-own-library', {
        de: 'Diese Installation zeigt noch ihre eigene Bibliothek (Version 3), nicht die des Hubs',
        fr: 'Cette installation sert encore sa propre bibliothèque (version 3), pas celle du hub',
        nl: 'Deze installatie toont nog haar eigen bibliotheek (versie 3), niet die van de hub',
        it: 'Questa installazione serve ancora la propria libreria (versione 3), non quella dell’hub',
        da: 'Denne installation viser stadig sit eget bibliotek (version 3), ikke hubbens',
        es: 'Esta instalación aún sirve su propia biblioteca (versión 3), no la del hub',
      });
    } finally {
      await formerHub.close();
    }
  });

  it('says so when the kiosk stops following, and empties the follow form', async () => {
    await page.getByRole('button', { name: 'Stop following' }).click();
    await page.locator('.bp6-alert').getByRole('button', { name: 'Stop following' }).click();
    await page
      .locator('.bp6-toast')
      .getByText('This install no longer follows a hub; its content can be edited here again.')
      .waitFor();
    await page.getByTestId('library-status').getByText('Follows no hub (content is edited here)').waitFor();
    expect(await page.getByLabel('Hub public key').inputValue()).toBe('');
    expect(await page.getByLabel('Hub address').inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Stop following' }).count()).toBe(0);
  });
});

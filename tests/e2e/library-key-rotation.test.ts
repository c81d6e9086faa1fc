import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotWideAndNarrow } from '../support/browser';
import { removeDataDir, startServerProcess, type ServerProcess } from '../support/server-process';
import { useBrowser } from '../support/e2e-fixture';
import { createFirstAdmin, expectInEveryAdminLanguage, requireRendererBuild } from '../support/admin-library';
import { runCommand } from '../support/cli-command';

const ADMIN = { username: 'keeper', password: 'secret-pass' };
const WIDE = { width: 1366, height: 768 };
const NARROW = { width: 360, height: 740 };
const APPLY_TIMEOUT = { timeout: 60_000 };

let hub: ServerProcess;
let kiosk: ServerProcess;
let kioskContext: BrowserContext;
let page: Page;
let otherHub = '';

/** `library <command> --data-dir <dataDir>`, which has to succeed; answers what it printed. */
async function library(command: string, dataDir: string): Promise<string> {
  const run = await runCommand('library', [command, '--data-dir', dataDir]);
  expect(run.code, run.output).toBe(0);
  return run.output;
}

/** The fingerprint `library status` prints for the install's signing key. */
async function signingKeyId(dataDir: string): Promise<string> {
  const keyId = /Signing key ([0-9A-F]{16}):/.exec(await library('status', dataDir))?.[1];
  expect(keyId).toBeDefined();
  return keyId ?? '';
}

const bundleOf = (dataDir: string, version: number) =>
  path.join(dataDir, 'library-bundles', `library-v${version}.tar`);

async function importFile(file: string): Promise<void> {
  await page.getByTestId('library-import-file').setInputFiles(file);
}

async function saveHubAddress(address: string): Promise<void> {
  await page.getByLabel('Hub address').fill(address);
  await page.getByRole('button', { name: 'Save' }).click();
  await page
    .getByTestId('library-status')
    .getByText(address || 'None (updated from files)')
    .waitFor();
  // The saved-settings toast would cover the Status card in the screenshots.
  const toast = page.locator('.bp6-toast', { hasText: 'Follow settings saved' });
  await toast.getByRole('button', { name: 'Close' }).click();
  await toast.waitFor({ state: 'detached' });
}

async function checkNow(): Promise<void> {
  await page.getByRole('button', { name: 'Check now' }).click();
}

describe('a kiosk on the Library Updates page while its hub moves to a new key', () => {
  const shared = useBrowser();
  beforeAll(async () => {
    requireRendererBuild();
    otherHub = mkdtempSync(path.join(tmpdir(), 'library-other-hub-'));
    [hub, kiosk] = await Promise.all([startServerProcess(), startServerProcess({ args: ['--no-demo'] })]);
    await library('publish', hub.dataDir);
    await library('publish', otherHub);
    kioskContext = await shared.browser.newContext({ viewport: WIDE });
    page = await kioskContext.newPage();
    await createFirstAdmin(page, kiosk.url, ADMIN);
    await page.getByRole('menuitem', { name: 'Library Updates' }).click();
    await page.getByRole('heading', { name: 'Library Updates' }).waitFor();
  }, 180_000);

  afterAll(async () => {
    await Promise.all([hub?.stop(), kiosk?.stop()]);
    for (const server of [hub, kiosk]) if (server) removeDataDir(server.dataDir);
    if (otherHub) rmSync(otherHub, { recursive: true, force: true });
  });

  it('ends the Status card of a kiosk fed only by files at its last fact, with no room for "Check now"', async () => {
    const hubKey = /^(RW[A-Za-z0-9+/]{54})$/m.exec(await library('status', hub.dataDir))?.[1] ?? '';
    await page.getByLabel('Hub public key').fill(hubKey);
    await page.getByRole('button', { name: 'Save' }).click();
    const status = page.getByTestId('library-status');
    await status.getByText('Takes the hub’s library files', { exact: true }).waitFor();
    await importFile(bundleOf(hub.dataDir, 1));
    await page.getByText('Version 1 applied from library-v1.tar.').waitFor(APPLY_TIMEOUT);
    // Nothing is checked on a kiosk fed by hand, so no "Last check: Never".
    expect(await status.getByText('Last check').count()).toBe(0);
    for (const size of [WIDE, NARROW]) {
      await page.setViewportSize(size);
      // Below the last fact only the card's own padding: no empty band where a button would be.
      const band = await status.evaluate((card) => {
        const last = card.lastElementChild?.getBoundingClientRect().bottom ?? 0;
        return card.getBoundingClientRect().bottom - last - parseFloat(getComputedStyle(card).paddingBottom);
      });
      expect(band).toBeLessThanOrEqual(1);
    }
    await page.setViewportSize(WIDE);
    await screenshotWideAndNarrow(page, 'library-key-files-only-status');
  });

  it("names the key that signed another hub's file, as the command line does, in every language", async () => {
    const otherKeyId = await signingKeyId(otherHub);
    await importFile(bundleOf(otherHub, 1));
    const error = page.getByTestId('import-error');
    await error.getByText(`signed with key ${otherKeyId}`, { exact: false }).waitFor(APPLY_TIMEOUT);
    expect(await error.innerText()).toContain('If the hub moved to a new key, compare its fingerprint');
    await expectInEveryAdminLanguage(page, error, 'library-key-other-hub', {
      de: `mit dem Schlüssel ${otherKeyId} signiert`,
      fr: `signé avec la clé ${otherKeyId}`,
      nl: `ondertekend met sleutel ${otherKeyId}`,
      it: `firmato con la chiave ${otherKeyId}`,
      da: `signeret med nøglen ${otherKeyId}`,
      es: `se firmó con la clave ${otherKeyId}`,
    });
  });

  it("refuses an older file of its own hub, signed with the hub's previous key, as older than the key change", async () => {
    const oldKeyId = await signingKeyId(hub.dataDir);
    await library('rotate-key', hub.dataDir);
    await library('publish', hub.dataDir);
    await importFile(bundleOf(hub.dataDir, 2));
    await page.getByText('Version 2 applied from library-v2.tar.').waitFor(APPLY_TIMEOUT);

    await importFile(bundleOf(hub.dataDir, 1));
    const error = page.getByTestId('import-error');
    await error
      .getByText(`This file (version 1) is older than the hub’s key change`, { exact: false })
      .waitFor(APPLY_TIMEOUT);
    const text = await error.innerText();
    expect(text).toContain(`signed with the hub’s previous key (${oldKeyId})`);
    expect(text).not.toContain('compare its fingerprint');
    await expectInEveryAdminLanguage(page, error, 'library-key-previous-key-file', {
      de: 'Diese Datei (Version 1) ist älter als der Schlüsselwechsel des Hubs',
      fr: 'Ce fichier (version 1) est antérieur au changement de clé du hub',
      nl: 'Dit bestand (versie 1) is ouder dan de sleutelwissel van de hub',
      it: 'Questo file (versione 1) è precedente al cambio di chiave dell’hub',
      da: 'Denne fil (version 1) er ældre end hubbens nøgleskift',
      es: 'Este archivo (versión 1) es anterior al cambio de clave del hub',
    });
  });

  it('stops showing an applied version as the outcome once a later check of the hub failed', async () => {
    await library('publish', hub.dataDir);
    await saveHubAddress(hub.url);
    await checkNow();
    const applied = page.getByText('Version 3 applied.');
    await applied.waitFor(APPLY_TIMEOUT);

    await saveHubAddress('http://127.0.0.1:9');
    await checkNow();
    await page
      .getByTestId('last-error')
      .getByText('The hub could not be reached', { exact: false })
      .waitFor(APPLY_TIMEOUT);
    expect(await applied.count()).toBe(0);
    await page.reload();
    await page.getByTestId('last-error').waitFor();
    expect(await applied.count()).toBe(0);
    await screenshotWideAndNarrow(page, 'library-key-check-failed-after-apply');
  });

  it('says the library is up to date after "Check now" found nothing newer, in every language', async () => {
    await saveHubAddress(hub.url);
    await checkNow();
    const outcome = page.getByTestId('check-outcome');
    await outcome
      .getByText('Up to date: the hub offers nothing newer than version 3.')
      .waitFor(APPLY_TIMEOUT);
    expect(await page.getByTestId('last-error').count()).toBe(0);
    expect(await page.getByText('Version 3 applied.').count()).toBe(0);
    await expectInEveryAdminLanguage(page, outcome, 'library-key-up-to-date', {
      de: 'Aktuell: Der Hub bietet nichts Neueres als Version 3 an.',
      fr: 'À jour : le hub ne propose rien de plus récent que la version 3.',
      nl: 'Bijgewerkt: de hub biedt niets nieuwers dan versie 3.',
      it: 'Aggiornata: l’hub non offre nulla di più recente della versione 3.',
      da: 'Opdateret: hubben tilbyder intet nyere end version 3.',
      es: 'Al día: el hub no ofrece nada más reciente que la versión 3.',
    });
  });
});

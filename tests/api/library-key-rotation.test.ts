import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApplyJobResult } from '../../common/api/jobs';
import type { LibraryJob } from '../../common/api/library-bundles';
import { runCommand } from '../support/cli-command';
import { createCategory } from '../fixtures/upload-forms';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';
import {
  categoryNames,
  checkHub,
  exportBundle,
  follow,
  followByCommand,
  importBundle,
  inEmptyDataDir,
  libraryStatus,
  publish,
  savedFollowSettings,
  signingPublicKey,
} from './support/library-bundles';

// Three servers, the library CLI run from source and several publishes and applies (jobs).
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

let hub: TestServer;
let otherHub: TestServer;
let kiosk: TestServer;
/** Updated only from library files, as from a USB stick. */
let fileKiosk: TestServer;
let hubAdmin: ApiClient;
let otherAdmin: ApiClient;
let kioskAdmin: ApiClient;
let fileKioskAdmin: ApiClient;
let firstKey = '';
let firstKeyId = '';
let version1File: Buffer = Buffer.alloc(0);

beforeAll(async () => {
  [hub, otherHub, kiosk, fileKiosk] = await Promise.all([
    startApiServer(),
    startApiServer(),
    startApiServer(),
    startApiServer(),
  ]);
  [hubAdmin, otherAdmin, kioskAdmin, fileKioskAdmin] = await Promise.all([
    hub.client().registerAdmin(),
    otherHub.client().registerAdmin(),
    kiosk.client().registerAdmin(),
    fileKiosk.client().registerAdmin(),
  ]);
  await createCategory(hubAdmin, 'Signed with the first key');
  await publish(hubAdmin, 'Version 1');
  // The stable channel's version is signed with the first key until it is promoted again.
  expect((await hubAdmin.post('/api/admin/library/promote', { version: 1 })).status).toBe(200);
  firstKey = await signingPublicKey(hubAdmin);
  firstKeyId = (await libraryStatus(hubAdmin)).signingKey?.keyId ?? '';
  await follow(kioskAdmin, { hubUrl: hub.url, publicKey: firstKey });
  expect((await checkHub(kioskAdmin)).served?.version).toBe(1);
  version1File = await exportBundle(hubAdmin);
  await follow(fileKioskAdmin, { publicKey: firstKey });
  expect((await importBundle(fileKioskAdmin, version1File)).status).toBe(200);
});

afterAll(async () => {
  await Promise.all([hub, otherHub, kiosk, fileKiosk].map((server) => server?.dispose()));
});

describe('hub key rotation', () => {
  it('moves a kiosk to the new key through a release announced with the old key', async () => {
    const oldKey = await signingPublicKey(hubAdmin);
    const oldKeyId = (await libraryStatus(hubAdmin)).signingKey?.keyId;
    expect((await libraryStatus(hubAdmin)).signingKey?.rotation).toBeNull();
    const rotated = await runCommand('library', ['rotate-key', '--data-dir', hub.dataDir]);
    expect(rotated.code).toBe(0);
    const newKey = await signingPublicKey(hubAdmin);
    expect(newKey).not.toBe(oldKey);
    expect(rotated.output).toContain(newKey);
    // The retired key's file is named by the fingerprint the pages show.
    expect(existsSync(path.join(hub.dataDir, `library-signing-key.retired-${oldKeyId}.json`))).toBe(true);
    expect((await runCommand('library', ['status', '--data-dir', hub.dataDir])).output).toContain(
      `Key change: it replaced key ${oldKeyId} on `,
    );
    expect((await libraryStatus(hubAdmin)).signingKey?.rotation).toEqual({
      previousKeyId: oldKeyId,
      since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      channelsOnPreviousKey: ['pilot', 'stable'],
    });

    await createCategory(hubAdmin, 'Signed with the second key');
    expect(await publish(hubAdmin, 'Version 2')).toBe(2);
    expect((await libraryStatus(hubAdmin)).signingKey?.rotation?.channelsOnPreviousKey).toEqual(['stable']);
    const status = await checkHub(kioskAdmin);
    expect(status.follower?.lastError).toBeNull();
    expect(status.served?.version).toBe(2);
    expect(status.follower?.publicKey).toBe(newKey);
    // The apply the check made says the key moved, as an imported file's does.
    const apply = await kioskAdmin.getJson<LibraryJob>('/api/admin/library/jobs/apply');
    expect(apply.result).toMatchObject({
      version: 2,
      movedToKeyId: (await libraryStatus(hubAdmin)).signingKey?.keyId,
    });
  });

  it('refuses a manifest signed by a key nobody announced with the trusted key', async () => {
    // Another hub with a rotation of its own: its announcement is signed by a key this kiosk never trusted.
    await createCategory(otherAdmin, 'Not from our hub');
    for (const note of ['Other 1', 'Other 2']) await publish(otherAdmin, note);
    expect((await runCommand('library', ['rotate-key', '--data-dir', otherHub.dataDir])).code).toBe(0);
    expect(await publish(otherAdmin, 'Other 3')).toBe(3);

    const trusted = (await libraryStatus(kioskAdmin)).follower?.publicKey ?? '';
    await follow(kioskAdmin, { hubUrl: otherHub.url, publicKey: trusted });
    const status = await checkHub(kioskAdmin);
    expect(status.follower?.lastErrorCode).toBe('LIBRARY_OTHER_KEY');
    // Kept with the error, so the status names the key that signed the refused version.
    expect(status.follower?.lastErrorDetails).toMatchObject({
      keyId: (await libraryStatus(otherAdmin)).signingKey?.keyId,
    });
    expect(status.follower?.publicKey).toBe(trusted);
    expect(status.served?.version).toBe(2);
    expect(await categoryNames(kioskAdmin)).not.toContain('Not from our hub');
  });

  it('tells a stable kiosk that trusts the new key to have a new version promoted, then takes it', async () => {
    const newKey = await signingPublicKey(hubAdmin);
    await follow(kioskAdmin, { hubUrl: hub.url, publicKey: newKey, channel: 'stable' });
    const refused = await checkHub(kioskAdmin);
    expect(refused.follower?.lastErrorCode).toBe('LIBRARY_PREVIOUS_KEY');
    expect(refused.follower?.lastError).toContain('Publish a new version on the hub');
    expect(refused.follower?.publicKey).toBe(newKey);

    expect((await hubAdmin.post('/api/admin/library/promote', { version: 2 })).status).toBe(200);
    expect((await libraryStatus(hubAdmin)).signingKey?.rotation?.channelsOnPreviousKey).toEqual([]);
    const taken = await checkHub(kioskAdmin);
    expect(taken.follower?.lastError).toBeNull();
    expect(taken.served?.version).toBe(2);
  });

  it('moves a kiosk fed only by files to the new key through the statement the file carries', async () => {
    const newKey = await signingPublicKey(hubAdmin);
    const foreign = await importBundle(fileKioskAdmin, await exportBundle(otherAdmin));
    // The answer names the key that signed the file, for the page to show as the command line does.
    expect(await foreign.json()).toMatchObject({
      code: 'LIBRARY_OTHER_KEY',
      keyId: (await libraryStatus(otherAdmin)).signingKey?.keyId,
      trustedKeyId: firstKeyId,
    });
    expect((await libraryStatus(fileKioskAdmin)).follower?.publicKey).toBe(firstKey);

    const version2File = await exportBundle(hubAdmin);
    const imported = await importBundle(fileKioskAdmin, version2File);
    expect(imported.status).toBe(200);
    expect(((await imported.json()) as ApplyJobResult).movedToKeyId).toBe(
      (await libraryStatus(hubAdmin)).signingKey?.keyId,
    );
    const status = await libraryStatus(fileKioskAdmin);
    expect(status.served?.version).toBe(2);
    expect(status.follower?.publicKey).toBe(newKey);
    expect(await categoryNames(fileKioskAdmin)).toContain('Signed with the second key');

    // A file of the hub from before its move is refused as such, not as another hub's.
    const older = await importBundle(fileKioskAdmin, version1File);
    expect(await older.json()).toMatchObject({
      code: 'LIBRARY_FILE_PREVIOUS_KEY',
      keyId: firstKeyId,
      version: 1,
    });
    expect((await libraryStatus(fileKioskAdmin)).follower?.publicKey).toBe(newKey);

    await inEmptyDataDir('library-key-rotation-', async (dataDir) => {
      expect((await followByCommand(dataDir, firstKey)).code).toBe(0);
      for (const [name, bytes] of [
        ['library-v1.tar', version1File],
        ['library-v2.tar', version2File],
      ] as const)
        writeFileSync(path.join(dataDir, name), bytes);
      const imports = [];
      for (const name of ['library-v1.tar', 'library-v2.tar'])
        imports.push(
          await runCommand('library', ['import', path.join(dataDir, name), '--data-dir', dataDir]),
        );
      expect(imports.map((run) => run.code)).toEqual([0, 0]);
      expect(imports[1]?.output).toContain('The hub moved to key');
      expect(savedFollowSettings(dataDir)).toMatchObject({ publicKey: newKey });
      const older = await runCommand('library', [
        'import',
        path.join(dataDir, 'library-v1.tar'),
        '--data-dir',
        dataDir,
      ]);
      expect(older.code).toBe(1);
      expect(older.output).toContain(`signed with the hub's previous key (${firstKeyId})`);
    });
  });
});

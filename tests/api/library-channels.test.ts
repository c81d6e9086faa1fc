import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LibraryStatus } from '../../common/api/library-bundles';
import { exportFolder } from '../../server/library-bundles/export-folder';
import { closeDatabase, libraryDatabaseFile, openDatabase } from '../../server/db/client';
import { createCategory } from '../fixtures/upload-forms';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';
import {
  categoryNames,
  checkHub,
  follow,
  libraryStatus,
  publish,
  signingPublicKey,
} from './support/library-bundles';

// Three servers and several publishes, applies and a rollback (each a job).
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

let hub: TestServer;
let pilot: TestServer;
let stable: TestServer;
let hubAdmin: ApiClient;
let pilotAdmin: ApiClient;
let stableAdmin: ApiClient;
let hubKey: string;

async function promote(version?: number): Promise<LibraryStatus> {
  const response = await hubAdmin.post('/api/admin/library/promote', version ? { version } : {});
  if (response.status !== 200)
    throw new Error(`promote answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as LibraryStatus;
}

beforeAll(async () => {
  [hub, pilot, stable] = await Promise.all([startApiServer(), startApiServer(), startApiServer()]);
  [hubAdmin, pilotAdmin, stableAdmin] = await Promise.all([
    hub.client().registerAdmin(),
    pilot.client().registerAdmin(),
    stable.client().registerAdmin(),
  ]);
  await createCategory(hubAdmin, 'Channel version 1');
  await publish(hubAdmin, 'Version 1');
  hubKey = await signingPublicKey(hubAdmin);
  await follow(pilotAdmin, { hubUrl: hub.url, publicKey: hubKey, channel: 'pilot' });
  await follow(stableAdmin, { hubUrl: hub.url, publicKey: hubKey, channel: 'stable' });
});

afterAll(async () => {
  await Promise.all([hub?.dispose(), pilot?.dispose(), stable?.dispose()]);
});

describe('rollout channels: pilot gets every version, stable only promoted ones', () => {
  it('keeps a stable kiosk on its version until the hub promotes a newer one', async () => {
    // Nothing promoted yet: the stable kiosk finds no stable version, and that is no error.
    const waiting = await checkHub(stableAdmin);
    expect(waiting.follower?.lastError).toBeNull();
    expect(waiting.served).toBeNull();
    expect((await promote()).channels).toEqual({ pilot: 1, stable: 1, rollbackTo: null });
    expect((await checkHub(stableAdmin)).served?.version).toBe(1);
    expect((await checkHub(pilotAdmin)).served?.version).toBe(1);

    await createCategory(hubAdmin, 'Channel version 2');
    expect(await publish(hubAdmin, 'Version 2')).toBe(2);
    expect((await checkHub(pilotAdmin)).served?.version).toBe(2);
    const stayed = await checkHub(stableAdmin);
    expect(stayed.follower?.lastError).toBeNull();
    expect(stayed.follower?.channel).toBe('stable');
    expect(stayed.served?.version).toBe(1);
    expect(await categoryNames(stableAdmin)).not.toContain('Channel version 2');

    expect((await promote(2)).channels).toEqual({ pilot: 2, stable: 2, rollbackTo: 1 });
    expect((await checkHub(stableAdmin)).served?.version).toBe(2);
    expect(await categoryNames(stableAdmin)).toContain('Channel version 2');
    // A version stable already passed is not promoted again.
    expect((await hubAdmin.post('/api/admin/library/promote', { version: 1 })).status).toBe(409);
  });

  it('rolls stable back with a new, higher version that holds the old content', async () => {
    await createCategory(hubAdmin, 'Broken in version 3');
    expect(await publish(hubAdmin, 'Version 3')).toBe(3);
    expect((await libraryStatus(hubAdmin)).contentOfVersion).toBeNull();
    await promote(3);
    expect((await checkHub(stableAdmin)).served?.version).toBe(3);
    expect(await categoryNames(stableAdmin)).toContain('Broken in version 3');

    const rolledBack = await hubAdmin.post('/api/admin/library/rollback');
    expect(rolledBack.status).toBe(201);
    expect(((await rolledBack.json()) as { version: number }).version).toBe(4);
    const hubStatus = await libraryStatus(hubAdmin);
    expect(hubStatus.channels).toEqual({ pilot: 4, stable: 4, rollbackTo: 1 });
    // The hub's own library still holds version 3's edit: the next publish would ship it again.
    expect(hubStatus.contentOfVersion).toBe(2);
    expect(hubStatus.changesSincePublished).toBe(1);
    // Apps made before `rollbackOf` show the note; this one says it in the reader's language.
    expect(hubStatus.served).toMatchObject({ rollbackOf: 2, note: 'Rollback to the content of version 2' });
    expect(await categoryNames(hubAdmin)).toContain('Broken in version 3');

    const status = await checkHub(stableAdmin);
    expect(status.follower?.lastError).toBeNull();
    expect(status.served?.version).toBe(4);
    expect(status.served?.rollbackOf).toBe(2);
    // A kiosk keeps no library of its own to differ from the version it took.
    expect(status.contentOfVersion).toBeNull();
    expect(await categoryNames(stableAdmin)).toEqual(['Channel version 1', 'Channel version 2']);
    // Pilot kiosks move forward to the rollback too: no kiosk ever serves a lower version.
    expect((await checkHub(pilotAdmin)).served?.version).toBe(4);
    expect(await categoryNames(pilotAdmin)).toEqual(['Channel version 1', 'Channel version 2']);
  });

  it('never applies a lower version, even when it switches to a channel that is behind', async () => {
    await createCategory(hubAdmin, 'Channel version 5');
    expect(await publish(hubAdmin, 'Version 5')).toBe(5);
    expect((await checkHub(pilotAdmin)).served?.version).toBe(5);
    await follow(pilotAdmin, { hubUrl: hub.url, publicKey: hubKey, channel: 'stable' });
    const status = await checkHub(pilotAdmin);
    expect(status.follower?.lastError).toBeNull();
    expect(status.served?.version).toBe(5);
    expect(await categoryNames(pilotAdmin)).toContain('Channel version 5');
  });

  it('refuses a pilot manifest offered as the stable one (the channel is signed)', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'library-channels-'));
    try {
      const db = openDatabase(libraryDatabaseFile(hub.dataDir));
      try {
        exportFolder(db, hub.dataDir, folder);
      } finally {
        closeDatabase(db);
      }
      // A mirror that copies the pilot manifest (version 5) over the stable one (version 4).
      mkdirSync(path.join(folder, 'stable'), { recursive: true });
      for (const name of ['manifest.json', 'manifest.json.minisig'])
        cpSync(path.join(folder, name), path.join(folder, 'stable', name));
      await follow(stableAdmin, { hubUrl: folder, publicKey: hubKey, channel: 'stable' });
      const status = await checkHub(stableAdmin);
      expect(status.follower?.lastErrorCode).toBe('LIBRARY_HUB_ANSWER_REFUSED');
      expect(status.follower?.lastError).toContain('signed for the pilot channel');
      expect(status.served?.version).toBe(4);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

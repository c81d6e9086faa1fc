import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryStatus } from '../../common/api/library-bundles';
import { removeDataDir, startServerProcess, type ServerProcess } from '../support/server-process';
import { ApiClient, startApiServer, type TestServer } from './support/api-server';
import { exportBundle, follow, libraryStatus, publish, signingPublicKey } from './support/library-bundles';

let hub: TestServer;
let kiosk: ServerProcess;
let kioskAdmin: ApiClient;
let folder: string;
let bundle: Buffer;

/** Asks the kiosk's status until `done` holds (the folder is looked at every 2 s). */
async function waitForStatus(done: (status: LibraryStatus) => boolean): Promise<LibraryStatus> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = await libraryStatus(kioskAdmin);
    if (status && done(status)) return status;
    if (Date.now() > deadline) throw new Error(`status never matched: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'usb-stick-'));
  hub = await startApiServer({ demo: true });
  const hubAdmin = await hub.client().registerAdmin();
  await publish(hubAdmin, 'From the stick');
  bundle = await exportBundle(hubAdmin);
  const hubKey = await signingPublicKey(hubAdmin);
  kiosk = await startServerProcess({ args: ['--no-demo', '--library-watch-folder', folder] });
  kioskAdmin = await new ApiClient(kiosk.url).registerAdmin();
  await follow(kioskAdmin, { hubUrl: '', publicKey: hubKey });
}, 120_000);

afterAll(async () => {
  await kiosk?.stop();
  if (kiosk) removeDataDir(kiosk.dataDir);
  await hub?.dispose();
  rmSync(folder, { recursive: true, force: true });
});

describe('a kiosk started with --library-watch-folder (a USB stick)', () => {
  it('refuses a half-copied bundle dropped there, says why, and keeps serving what it had', async () => {
    writeFileSync(path.join(folder, 'library-v1.tar'), bundle.subarray(0, Math.floor(bundle.length / 2)));
    const status = await waitForStatus((candidate) => candidate.follower?.lastError != null);
    expect(status.follower?.lastErrorCode).toBe('LIBRARY_BUNDLE_DAMAGED');
    expect(status.follower?.lastError).toContain('library-v1.tar');
    expect(status.served).toBeNull();
  });

  it('applies the whole bundle once it is copied there', async () => {
    writeFileSync(path.join(folder, 'library-v1.tar'), bundle);
    // The follow state (the last error) is saved just after the switch: wait for both.
    const status = await waitForStatus(
      (candidate) => candidate.served?.version === 1 && candidate.follower?.lastError === null,
    );
    expect(status.served?.note).toBe('From the stick');
    expect(status.follower?.lastErrorCode).toBeNull();
    const categories = await kioskAdmin.getJson<unknown[]>('/api/admin/categories');
    expect(categories?.length).toBeGreaterThan(0);
    expect(kiosk.output()).toContain('Applied library version 1');
  });
});

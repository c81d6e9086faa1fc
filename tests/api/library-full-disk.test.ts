import { execFileSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  statfsSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noisePng } from '../bench/noise-png';
import { createCategory, fileForm } from '../fixtures/upload-forms';
import { removeDataDir, startServerProcess, type ServerProcess } from '../support/server-process';
import { ApiClient, startApiServer, type TestServer } from './support/api-server';
import { checkHub, follow, libraryStatus, publish, signingPublicKey } from './support/library-bundles';

/** The kiosk's data directory lives on a small filesystem the test can fill; mounting needs root. */
const mountPoint = mkdtempSync(path.join(tmpdir(), 'library-kiosk-disk-'));
let mountProblem: string | undefined;
try {
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=100m', 'tmpfs', mountPoint], { stdio: 'pipe' });
} catch (error) {
  mountProblem = `mounting a small tmpfs is not permitted here: ${error instanceof Error ? error.message : String(error)}`;
  console.warn(`Skipping the kiosk full-disk tests: ${mountProblem}`);
}

const kioskDir = path.join(mountPoint, 'data');
const filler = path.join(mountPoint, 'filler');
const staging = path.join(kioskDir, 'library-bundles', 'staging');
const incoming = path.join(kioskDir, 'library-bundles', 'incoming');
let hub: TestServer;
let hubAdmin: ApiClient;
let kiosk: ServerProcess;
let kioskAdmin: ApiClient;
let version = 1;

/** Fills the kiosk's filesystem until only `leaveBytes` stay free. */
function fillDiskLeaving(leaveBytes: number): void {
  const { bavail, bsize } = statfsSync(mountPoint);
  let toWrite = bavail * bsize - leaveBytes;
  const fd = openSync(filler, 'a');
  const chunk = Buffer.alloc(64 * 1024, 1);
  try {
    while (toWrite > 0) toWrite -= writeSync(fd, chunk, 0, Math.min(chunk.length, toWrite));
  } finally {
    closeSync(fd);
  }
}

/** A new hub version heavier than the old one by `imageMb` of noise images (which do not compress). */
async function publishHeavierVersion(imageMb: number): Promise<number> {
  for (let image = 0; image < imageMb; image += 1) {
    const form = fileForm('file', noisePng(1024 * 1024), `noise-${version}-${image}.png`, 'image/png');
    const response = await hubAdmin.request('POST', '/api/admin/media', { body: form });
    expect(response.status).toBe(201);
  }
  version = await publish(hubAdmin, `Version with ${imageMb} MB more images`);
  return (await libraryStatus(hubAdmin)).served?.bundleSize ?? 0;
}

/** A visitor who keeps looking up an article number the kiosk serves in every version. */
function keepReading(): () => Promise<{ reads: number; failures: string[] }> {
  const visitor = new ApiClient(kiosk.url);
  const failures: string[] = [];
  let reads = 0;
  let reading = true;
  const loop = (async () => {
    while (reading) {
      try {
        const response = await visitor.get('/api/search/article-numbers?q=drill-1');
        const found = (await response.json()) as unknown[];
        if (response.status !== 200 || found.length === 0)
          failures.push(`${response.status} ${JSON.stringify(found)}`);
      } catch (error) {
        failures.push(String(error));
      }
      reads += 1;
    }
  })();
  return async () => {
    reading = false;
    await loop;
    return { reads, failures };
  };
}

const leftovers = (folder: string) => (existsSync(folder) ? readdirSync(folder) : []);

describe.skipIf(mountProblem !== undefined)('a kiosk whose disk fills up while it takes an update', () => {
  beforeAll(async () => {
    hub = await startApiServer();
    hubAdmin = await hub.client().registerAdmin();
    const tools = await createCategory(hubAdmin, 'Tools');
    const added = await hubAdmin.post('/api/admin/article-numbers/bulk', {
      number: 'DRILL-1',
      categoryIds: [tools],
    });
    expect(added.status).toBe(201);
    await publish(hubAdmin, 'First');
    const publicKey = await signingPublicKey(hubAdmin);
    kiosk = await startServerProcess({ dataDir: kioskDir, args: ['--no-demo'] });
    kioskAdmin = await new ApiClient(kiosk.url).registerAdmin();
    await follow(kioskAdmin, { hubUrl: hub.url, publicKey });
    expect((await checkHub(kioskAdmin)).served?.version).toBe(1);
  }, 180_000);

  afterAll(async () => {
    rmSync(filler, { force: true });
    await kiosk?.stop();
    await hub?.dispose();
    // A stopped server's worker may hold a file a moment longer on a busy machine (see health.test.ts).
    if (!mountProblem) execFileSync('umount', ['--lazy', mountPoint]);
    removeDataDir(mountPoint);
  });

  it('keeps serving the old version when the snapshot cannot be staged, cleans up, and applies once space is back', async () => {
    const bundleSize = await publishHeavierVersion(6);
    const stopReading = keepReading();
    // Room for the download, none for preparing the new library beside the old one.
    fillDiskLeaving(bundleSize + 512 * 1024);

    const full = await checkHub(kioskAdmin);
    expect(full.served?.version).toBe(1);
    expect(full.follower?.lastErrorCode).toBe('STORAGE_FULL');
    expect(full.follower?.lastError).toMatch(/disk is full: there is no room to prepare the new library/);
    expect(leftovers(staging)).toEqual([]);

    rmSync(filler, { force: true });
    const applied = await checkHub(kioskAdmin);
    expect(applied.follower?.lastError).toBeNull();
    expect(applied.served?.version).toBe(version);
    expect(leftovers(staging)).toEqual([]);
    expect(leftovers(incoming)).toEqual([]);

    const { reads, failures } = await stopReading();
    expect(failures).toEqual([]);
    expect(reads).toBeGreaterThan(0);
  }, 180_000);

  it('says the disk is full (not that the hub is unreachable) when the download itself does not fit, and drops the partial file', async () => {
    await publishHeavierVersion(4);
    const served = (await libraryStatus(kioskAdmin)).served?.version;
    const stopReading = keepReading();
    // Less room than even the delta from the version the kiosk serves, which carries the 4 MB of new images.
    fillDiskLeaving(2 * 1024 * 1024);

    const full = await checkHub(kioskAdmin);
    expect(full.served?.version).toBe(served);
    expect(full.follower?.lastErrorCode).toBe('STORAGE_FULL');
    expect(full.follower?.lastError).toMatch(/disk is full: the new library could not be downloaded/);
    expect(leftovers(incoming)).toEqual([]);
    expect(leftovers(staging)).toEqual([]);

    rmSync(filler, { force: true });
    const applied = await checkHub(kioskAdmin);
    expect(applied.follower?.lastError).toBeNull();
    expect(applied.served?.version).toBe(version);

    const { failures } = await stopReading();
    expect(failures).toEqual([]);
  }, 180_000);
});

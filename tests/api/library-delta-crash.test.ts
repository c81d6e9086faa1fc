import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LibraryJob, LibraryJobs, LibraryStatus } from '../../common/api/library-bundles';
import { removeDataDir, startServerProcess, type ServerProcess } from '../support/server-process';
import { fileForm } from '../fixtures/upload-forms';
import { ApiClient, startApiServer, type TestServer } from './support/api-server';
import {
  exportBundle,
  importBundle,
  libraryStatus,
  publish,
  snapshotRowCounts,
} from './support/library-bundles';

/** Enough article numbers in the delta that applying it takes a while, so a kill lands inside it. */
const NUMBERS = 100_000;

let hub: TestServer;
let version1: Buffer;
let version2: Buffer;
let delta: Buffer;
let kiosk: ServerProcess;
/** A stopped kiosk that serves version 1; each test starts from a copy of it. */
let template: string;
let dataDir: string;

/** Every process below `pid`, children before their parents' parents. */
function descendants(pid: number): number[] {
  let listing: string;
  try {
    listing = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
  } catch {
    return []; // ps answers 1 when the process has no children
  }
  const children = listing
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((child) => child > 0);
  return children.flatMap((child) => [...descendants(child), child]);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startKiosk(): Promise<ApiClient> {
  kiosk = await startServerProcess({ dataDir, args: ['--no-demo'] });
  return new ApiClient(kiosk.url).login();
}

async function importNumbers(admin: ApiClient, prefix: string): Promise<void> {
  const lines = ['article_number,category'];
  for (let n = 0; n < NUMBERS; n += 1) lines.push(`${prefix}-${n},${prefix} ${n % 20}`);
  const send = () =>
    admin.request('POST', '/api/admin/article-numbers/import', {
      body: fileForm('file', lines.join('\n'), 'numbers.csv', 'text/csv'),
    });
  // A keep-alive connection the server closed as the request went out is reset: sent again once.
  const imported = await send().catch(send);
  if (imported.status !== 200)
    throw new Error(`import answered ${imported.status}: ${await imported.text()}`);
}

/** The served version and the rows of each content table: they must belong together. */
function expectWhole(status: LibraryStatus): void {
  const version = status.served?.version;
  expect([1, 2]).toContain(version);
  const rows = snapshotRowCounts(version === 2 ? version2 : version1);
  for (const [table, count] of Object.entries(status.counts)) expect(count, table).toBe(rows[table]);
}

beforeAll(async () => {
  hub = await startApiServer({ demo: true });
  const hubAdmin = await hub.client().registerAdmin();
  await importNumbers(hubAdmin, 'BASE');
  await publish(hubAdmin);
  version1 = await exportBundle(hubAdmin);
  await importNumbers(hubAdmin, 'CRASH');
  await publish(hubAdmin);
  version2 = await exportBundle(hubAdmin);
  const deltaResponse = await fetch(`${hub.url}/api/library/bundles/library-v2-from-v1.tar`);
  expect(deltaResponse.status).toBe(200);
  delta = Buffer.from(await deltaResponse.arrayBuffer());
  const hubKey = (await libraryStatus(hubAdmin)).signingKey?.publicKey;

  kiosk = await startServerProcess({ args: ['--no-demo'] });
  template = kiosk.dataDir;
  const admin = await new ApiClient(kiosk.url).registerAdmin();
  await admin.put('/api/admin/library/follow', { publicKey: hubKey });
  expect((await importBundle(admin, version1)).status).toBe(200);
  await kiosk.stop();
}, 400_000);

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'library-delta-crash-'));
  cpSync(template, dataDir, { recursive: true });
});

afterEach(async () => {
  await kiosk.stop();
  removeDataDir(dataDir);
});

afterAll(async () => {
  removeDataDir(template);
  await hub.dispose();
});

/** Where in the delta's apply job a kill lands, read from the job's own progress. */
const KILL_POINTS: { name: string; reached: (job: LibraryJob<'apply'>) => boolean }[] = [
  {
    name: "while it checks that the library is the delta's base",
    reached: (job) => job.phase === 'checking' || job.phase === 'replacing',
  },
  {
    name: 'halfway through writing the changed rows',
    reached: (job) => job.phase === 'replacing' && job.total > 0 && job.done >= job.total / 2,
  },
  {
    name: 'after the last row, while the result is checked against the new version',
    reached: (job) => job.phase === 'replacing' && job.total > 0 && job.done >= job.total,
  },
];

describe('power loss (kill -9) while a kiosk applies a delta', () => {
  it('the delta is a small part of the whole version', () => {
    expect(delta.length).toBeLessThan(version2.length / 3);
  });

  for (const point of KILL_POINTS) {
    it(`leaves a whole library, old or new, when killed ${point.name}`, async () => {
      const admin = await startKiosk();
      expect((await libraryStatus(admin)).served?.version).toBe(1);
      const upload = importBundle(admin, delta).catch(() => undefined);
      let job: LibraryJob<'apply'> | undefined;
      for (let attempt = 0; attempt < 4000 && !(job && point.reached(job)); attempt += 1) {
        const jobs = await admin.getJson<LibraryJobs>('/api/admin/library/jobs');
        job = jobs.apply?.state === 'running' ? jobs.apply : undefined;
        if (!job || !point.reached(job)) await wait(5);
      }
      expect(job && point.reached(job)).toBe(true);
      const exited = new Promise((resolve) => kiosk.child.once('exit', resolve));
      // Under tsx the server runs in a child node process: that one must die mid-job, not just the wrapper.
      for (const pid of [...descendants(kiosk.child.pid ?? 0), kiosk.child.pid ?? 0])
        process.kill(pid, 'SIGKILL');
      await exited;
      await upload;

      const again = await startKiosk();
      const status = await libraryStatus(again);
      expectWhole(status);
      const known = status.served?.version === 2 ? 'CRASH-1' : 'BASE-1';
      expect((await again.get(`/api/article/${known}`)).status).toBe(200);
      const unknown = status.served?.version === 2 ? 'NOT-THERE' : 'CRASH-1';
      expect((await again.get(`/api/article/${unknown}`)).status).toBe(404);
      console.log(
        `killed ${point.name} (${job?.phase} ${job?.done} of ${job?.total}): the kiosk came back serving version ${status.served?.version}`,
      );
    }, 180_000);
  }

  it('applies the new version whole from the delta when left alone', async () => {
    const admin = await startKiosk();
    expect((await importBundle(admin, delta)).status).toBe(200);
    const status = await libraryStatus(admin);
    expect(status.served?.version).toBe(2);
    expectWhole(status);
    const suggestions = await admin.getJson<string[]>('/api/search/article-numbers?q=ash-14999');
    expect(suggestions).toContain('CRASH-14999');
  }, 180_000);
});

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

/** Enough article numbers that verifying and applying take a while, so a kill lands inside them. */
const NUMBERS = 150_000;

let hub: TestServer;
let version1: Buffer;
let version2: Buffer;
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
  await publish(hubAdmin);
  version1 = await exportBundle(hubAdmin);
  const lines = ['article_number,category'];
  for (let n = 0; n < NUMBERS; n += 1) lines.push(`CRASH-${n},Crash test ${n % 20}`);
  const imported = await hubAdmin.request('POST', '/api/admin/article-numbers/import', {
    body: fileForm('file', lines.join('\n'), 'numbers.csv', 'text/csv'),
  });
  if (imported.status !== 200)
    throw new Error(`import answered ${imported.status}: ${await imported.text()}`);
  await publish(hubAdmin);
  version2 = await exportBundle(hubAdmin);
  const hubKey = (await libraryStatus(hubAdmin)).signingKey?.publicKey;

  kiosk = await startServerProcess({ args: ['--no-demo'] });
  template = kiosk.dataDir;
  const admin = await new ApiClient(kiosk.url).registerAdmin();
  await admin.put('/api/admin/library/follow', { publicKey: hubKey });
  expect((await importBundle(admin, version1)).status).toBe(200);
  await kiosk.stop();
}, 300_000);

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'library-crash-'));
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

/** Where in the apply job a kill lands, read from the job's own progress. */
const KILL_POINTS: { name: string; reached: (job: LibraryJob<'apply'>) => boolean }[] = [
  { name: 'as it starts', reached: () => true },
  {
    name: 'halfway through verifying the bundle',
    reached: (job) => job.phase !== 'verifying' || (job.total > 0 && job.done >= job.total / 2),
  },
  { name: 'while it checks and swaps the library', reached: (job) => job.phase !== 'verifying' },
];

describe('power loss (kill -9) while a kiosk applies a bundle', () => {
  for (const point of KILL_POINTS) {
    it(`leaves a whole library, old or new, when killed ${point.name}`, async () => {
      const admin = await startKiosk();
      expect((await libraryStatus(admin)).served?.version).toBe(1);
      const upload = importBundle(admin, version2).catch(() => undefined);
      let job: LibraryJob<'apply'> | undefined;
      for (let attempt = 0; attempt < 2000 && !(job && point.reached(job)); attempt += 1) {
        const jobs = await admin.getJson<LibraryJobs>('/api/admin/library/jobs');
        job = jobs.apply?.state === 'running' ? jobs.apply : undefined;
        if (!job || !point.reached(job)) await wait(10);
      }
      expect(job?.kind).toBe('apply');
      const exited = new Promise((resolve) => kiosk.child.once('exit', resolve));
      // Under tsx the server runs in a child node process: that one must die mid-job, not just the wrapper.
      for (const pid of [...descendants(kiosk.child.pid ?? 0), kiosk.child.pid ?? 0])
        process.kill(pid, 'SIGKILL');
      await exited;
      await upload;

      const again = await startKiosk();
      const status = await libraryStatus(again);
      expectWhole(status);
      const known = status.served?.version === 2 ? 'CRASH-1' : 'AVN-R110';
      expect((await again.get(`/api/article/${known}`)).status).toBe(200);
      console.log(
        `killed ${point.name} (${job?.phase} ${job?.done} of ${job?.total}): the kiosk came back serving version ${status.served?.version}`,
      );
    }, 180_000);
  }

  it('applies the new version whole when left alone', async () => {
    const admin = await startKiosk();
    expect((await importBundle(admin, version2)).status).toBe(200);
    const status = await libraryStatus(admin);
    expect(status.served?.version).toBe(2);
    expectWhole(status);
    const suggestions = await admin.getJson<string[]>('/api/search/article-numbers?q=ash-14999');
    expect(suggestions).toContain('CRASH-14999');
  }, 180_000);
});

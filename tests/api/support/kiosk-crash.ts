import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { LibraryJob, LibraryJobs, LibraryStatus } from '../../../common/api/library-bundles';
import { JOB_HOLD_VARIABLE, parseJobHoldPoint, reachedHoldPoint } from '../../../server/jobs/job-hold-point';
import { removeDataDir, startServerProcess, type ServerProcess } from '../../support/server-process';
import { fileForm } from '../../fixtures/upload-forms';
import { ApiClient } from './api-server';
import { importBundle, libraryStatus, snapshotRowCounts } from './library-bundles';

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

/**
 * A kiosk server process started from a copy of a stopped kiosk's data folder, killed like a power
 * loss while it applies a library file, and started again on what the disk holds then.
 */
export class CrashingKiosk {
  private kiosk: ServerProcess | undefined;
  private readonly dataDir: string;

  constructor(template: string) {
    this.dataDir = mkdtempSync(path.join(tmpdir(), 'library-crash-'));
    cpSync(template, this.dataDir, { recursive: true });
  }

  /**
   * Starts the kiosk on its data folder and signs its admin in; with `holdJobAt` (`<phase>:<fraction>`,
   * server/jobs/job-hold-point.ts) its jobs freeze when their progress reaches that point.
   */
  async start(holdJobAt?: string): Promise<ApiClient> {
    this.kiosk = await startServerProcess({
      dataDir: this.dataDir,
      args: ['--no-demo'],
      env: holdJobAt === undefined ? {} : { [JOB_HOLD_VARIABLE]: holdJobAt },
    });
    return new ApiClient(this.kiosk.url).login();
  }

  /**
   * Uploads `file` to apply, waits until the apply job's progress says it froze at `holdJobAt` (the
   * point the kiosk was started with), and kills the server with SIGKILL, every process of it, there.
   * Answers the job as last seen.
   */
  async killWhileApplying(
    admin: ApiClient,
    file: Buffer,
    holdJobAt: string,
  ): Promise<LibraryJob<'apply'> | undefined> {
    const kiosk = this.kiosk;
    if (!kiosk) throw new Error('The kiosk has not been started');
    const point = parseJobHoldPoint(holdJobAt);
    const reached = (job: LibraryJob<'apply'>) => reachedHoldPoint(point, job);
    const upload = importBundle(admin, file).catch(() => undefined);
    let job: LibraryJob<'apply'> | undefined;
    for (let attempt = 0; attempt < 3000 && !(job && reached(job)); attempt += 1) {
      const jobs = await admin.getJson<LibraryJobs>('/api/admin/library/jobs');
      job = jobs.apply?.state === 'running' ? jobs.apply : undefined;
      if (!job || !reached(job)) await wait(20);
    }
    expect(job && reached(job)).toBe(true);
    const exited = new Promise((resolve) => kiosk.child.once('exit', resolve));
    // Under tsx the server runs in a child node process: that one must die mid-job, not just the wrapper.
    for (const pid of [...descendants(kiosk.child.pid ?? 0), kiosk.child.pid ?? 0])
      process.kill(pid, 'SIGKILL');
    await exited;
    await upload;
    return job;
  }

  async dispose(): Promise<void> {
    await this.kiosk?.stop();
    removeDataDir(this.dataDir);
  }
}

/**
 * A stopped kiosk's data folder that follows `publicKey` and serves `bundle`: each crash test
 * starts from a copy of it.
 */
export async function kioskTemplate(publicKey: string | undefined, bundle: Buffer): Promise<string> {
  const kiosk = await startServerProcess({ args: ['--no-demo'] });
  const admin = await new ApiClient(kiosk.url).registerAdmin();
  await admin.put('/api/admin/library/follow', { publicKey });
  expect((await importBundle(admin, bundle)).status).toBe(200);
  await kiosk.stop();
  return kiosk.dataDir;
}

/** The served version and the rows of each content table must belong together: one of the bundles, whole. */
export async function expectWholeLibrary(
  admin: ApiClient,
  bundles: { 1: Buffer; 2: Buffer },
): Promise<LibraryStatus> {
  const status = await libraryStatus(admin);
  const version = status.served?.version;
  expect([1, 2]).toContain(version);
  const rows = snapshotRowCounts(version === 2 ? bundles[2] : bundles[1]);
  for (const [table, count] of Object.entries(status.counts)) expect(count, table).toBe(rows[table]);
  return status;
}

/** Imports `count` article numbers `<prefix>-0`, `<prefix>-1`, … in 20 categories, so a bundle is large. */
export async function importNumbers(admin: ApiClient, prefix: string, count: number): Promise<void> {
  const lines = ['article_number,category'];
  for (let n = 0; n < count; n += 1) lines.push(`${prefix}-${n},${prefix} ${n % 20}`);
  const send = () =>
    admin.request('POST', '/api/admin/article-numbers/import', {
      body: fileForm('file', lines.join('\n'), 'numbers.csv', 'text/csv'),
    });
  // A keep-alive connection the server closed as the request went out is reset: sent again once.
  const imported = await send().catch(send);
  if (imported.status !== 200)
    throw new Error(`import answered ${imported.status}: ${await imported.text()}`);
}

import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryJob } from '../../common/api/library-bundles';
import type { ApplyJobResult, JobPhase, PublishJobResult } from '../../common/api/jobs';
import { createCategory, fileForm } from '../fixtures/upload-forms';
import { ApiClient, startApiServer, type TestServer } from './support/api-server';
import { exportBundle, libraryStatus } from './support/library-bundles';

/** Enough article numbers that a publish or an apply is still running when the test looks. */
const ROWS = 30_000;
const PUBLISH_PHASES: JobPhase[] = ['snapshotting', 'signing', 'bundling'];
const APPLY_PHASES: JobPhase[] = ['verifying', 'checking', 'replacing'];

let hub: TestServer;
let hubAdmin: ApiClient;
let kiosk: TestServer;
let kioskAdmin: ApiClient;

const job = (client: ApiClient, kind: 'publish' | 'apply') =>
  client.getJson<LibraryJob>(`/api/admin/library/jobs/${kind}`);

/** Polls a job until it ends; answers it with every phase it was seen in while it ran. */
async function followJob(client: ApiClient, kind: 'publish' | 'apply') {
  const phases = new Set<JobPhase>();
  for (;;) {
    const current = await job(client, kind);
    if (current.state !== 'running') return { ended: current, phases };
    phases.add(current.phase);
    expect(current.done).toBeLessThanOrEqual(current.total);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const startPublish = (note: string) => hubAdmin.post('/api/admin/library/jobs/publish', { note });

const startApply = (bytes: Buffer, fileName = 'library-v1.tar') =>
  kioskAdmin.request('POST', `/api/admin/library/jobs/apply?fileName=${encodeURIComponent(fileName)}`, {
    body: new Uint8Array(bytes),
    headers: { 'content-type': 'application/octet-stream' },
  });

/** Bundle files of every kind (kept, partial, staged snapshots) in a server's bundle folder. */
function bundleFiles(server: TestServer): string[] {
  const root = path.join(server.dataDir, 'library-bundles');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) =>
    /\.(tar|partial|sqlite)$/.test(name),
  );
}

beforeAll(async () => {
  hub = await startApiServer();
  hubAdmin = await hub.client().registerAdmin();
  await createCategory(hubAdmin, 'Ovens');
  const lines = ['article_number,category'];
  for (let index = 1; index <= ROWS; index += 1) lines.push(`JOB-${index},Ovens`);
  const imported = await hubAdmin.request('POST', '/api/admin/article-numbers/import', {
    body: fileForm('file', `${lines.join('\n')}\n`, 'catalogue.csv', 'text/csv'),
  });
  expect(imported.status).toBe(200);
  kiosk = await startApiServer();
  kioskAdmin = await kiosk.client().registerAdmin();
}, 300_000);

afterAll(async () => {
  await hub.dispose();
  await kiosk.dispose();
});

describe('library jobs on the one job runner', () => {
  it('cancels a publish: no version is made and no bundle file is left', async () => {
    const started = await startPublish('Cancelled');
    expect(started.status).toBe(202);
    expect(await started.json()).toMatchObject({ kind: 'publish', state: 'running' });
    const cancel = await hubAdmin.delete('/api/admin/library/jobs/publish');
    expect(cancel.status).toBe(202);
    const { ended } = await followJob(hubAdmin, 'publish');
    expect(ended).toMatchObject({ state: 'cancelled', phase: 'finished', result: null });
    expect((await libraryStatus(hubAdmin)).served).toBeNull();
    expect(bundleFiles(hub)).toEqual([]);

    const nothingToCancel = await hubAdmin.delete('/api/admin/library/jobs/publish');
    expect(nothingToCancel.status).toBe(409);
    expect(await nothingToCancel.json()).toMatchObject({ code: 'NO_JOB_RUNNING' });
  }, 120_000);

  it('publishes in the background with progress, one at a time, the result readable after a reload', async () => {
    const started = await startPublish('Spring catalogue');
    expect(started.status).toBe(202);
    const first = (await started.json()) as LibraryJob;
    expect(first).toMatchObject({ kind: 'publish', state: 'running', result: null });
    expect(PUBLISH_PHASES).toContain(first.phase);

    const second = await startPublish('Twice');
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({
      code: 'JOB_RUNNING',
      message: expect.stringContaining('Publishing a library version is already running'),
    });
    expect((await libraryStatus(hubAdmin)).job).toMatchObject({ kind: 'publish' });

    const { ended, phases } = await followJob(hubAdmin, 'publish');
    expect([...phases].every((phase) => PUBLISH_PHASES.includes(phase))).toBe(true);
    expect(ended).toMatchObject({ id: first.id, state: 'succeeded', phase: 'finished', error: null });
    expect(ended.total).toBeGreaterThan(0);
    expect(ended.done).toBe(ended.total);

    // A page opened later (another browser with the same sign-in) still finds the result.
    const later = hubAdmin.copyCookiesTo(new ApiClient(hub.url));
    const reloaded = await later.getJson<Record<string, LibraryJob>>('/api/admin/library/jobs');
    expect(reloaded.publish).toMatchObject({ id: first.id, state: 'succeeded' });
    const result = reloaded.publish?.result as PublishJobResult;
    expect(result).toMatchObject({ version: 1, note: 'Spring catalogue', fileName: 'library-v1.tar' });
    expect(result.bundleSize).toBe((await exportBundle(hubAdmin)).length);
    expect((await libraryStatus(later)).served).toMatchObject({ version: 1, note: 'Spring catalogue' });
    expect((await libraryStatus(later)).job).toBeNull();
  }, 120_000);

  it('cancels an apply, leaving the served library as it was', async () => {
    const { signingKey } = await libraryStatus(hubAdmin);
    expect(
      (await kioskAdmin.put('/api/admin/library/follow', { publicKey: signingKey?.publicKey })).status,
    ).toBe(200);
    const bundle = await exportBundle(hubAdmin);

    const started = await startApply(bundle);
    expect(started.status).toBe(202);
    expect((await kioskAdmin.delete('/api/admin/library/jobs/apply')).status).toBe(202);
    const { ended } = await followJob(kioskAdmin, 'apply');
    expect(ended).toMatchObject({ state: 'cancelled', result: null });
    expect((await libraryStatus(kioskAdmin)).served).toBeNull();
    expect((await kiosk.client().get('/api/article/JOB-1')).status).toBe(404);
  }, 120_000);

  it('applies in the background with progress, one at a time, the result readable after a reload', async () => {
    const bundle = await exportBundle(hubAdmin);
    const started = await startApply(bundle, 'from-the-stick.tar');
    expect(started.status).toBe(202);
    const first = (await started.json()) as LibraryJob;
    expect(first).toMatchObject({ kind: 'apply', state: 'running', fileName: 'from-the-stick.tar' });

    const second = await startApply(bundle);
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({
      code: 'JOB_RUNNING',
      message: expect.stringContaining('Applying a library update is already running'),
    });

    const { ended, phases } = await followJob(kioskAdmin, 'apply');
    expect([...phases].every((phase) => APPLY_PHASES.includes(phase))).toBe(true);
    expect(ended).toMatchObject({ id: first.id, state: 'succeeded', phase: 'finished' });

    const later = kioskAdmin.copyCookiesTo(new ApiClient(kiosk.url));
    const reloaded = await job(later, 'apply');
    expect(reloaded).toMatchObject({ id: first.id, state: 'succeeded', fileName: 'from-the-stick.tar' });
    expect(reloaded.result as ApplyJobResult).toMatchObject({
      version: 1,
      note: 'Spring catalogue',
      counts: { article_numbers: ROWS },
    });
    expect((await kiosk.client().get('/api/article/JOB-1')).status).toBe(200);
    expect(readdirSync(path.join(kiosk.dataDir, 'library-bundles', 'incoming'))).toEqual([]);
  }, 120_000);

  it('keeps a refused apply readable with its reason', async () => {
    const started = await startApply(Buffer.from('not a bundle'));
    expect(started.status).toBe(202);
    const { ended } = await followJob(kioskAdmin, 'apply');
    expect(ended).toMatchObject({
      state: 'failed',
      error: { status: 400, code: 'LIBRARY_BUNDLE_DAMAGED' },
    });
    expect((await libraryStatus(kioskAdmin)).served).toMatchObject({ version: 1 });
  }, 120_000);

  it('answers 404 for a kind that is not a library job', async () => {
    const response = await hubAdmin.get('/api/admin/library/jobs/import');
    expect(response.status).toBe(404);
  });
});

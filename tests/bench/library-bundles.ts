/**
 * `npx tsx tests/bench/library-bundles.ts`: publish time, bundle size, kiosk apply time, the worst
 * public-read latency and the failed reads on the kiosk while it applies, and the time for one hub
 * to bring N followers (servers on this machine, loopback only) to a new version. Figures only.
 * Sizes: LIBRARY_BENCH_NUMBERS (article numbers), LIBRARY_BENCH_MEDIA_MB, LIBRARY_BENCH_FOLLOWERS.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { closeDatabase, openDatabase, sqliteOf } from '../../server/db/client';
import { startServer, type RunningServer } from '../../server/start';
import type { LibraryStatus } from '../../common/api/library-bundles';
import { ApiClient } from '../api/support/api-server';

const NUMBERS = Number(process.env.LIBRARY_BENCH_NUMBERS ?? 1_000_000);
const MEDIA_MB = Number(process.env.LIBRARY_BENCH_MEDIA_MB ?? 200);
const FOLLOWERS = Number(process.env.LIBRARY_BENCH_FOLLOWERS ?? 20);
const folders: string[] = [];
const servers: RunningServer[] = [];

const folder = () => {
  const made = mkdtempSync(path.join(tmpdir(), 'library-bench-'));
  folders.push(made);
  return made;
};

function fillHub(dataDir: string): void {
  const db = openDatabase(path.join(dataDir, 'library.db'));
  const sqlite = sqliteOf(db);
  sqlite.transaction(() => {
    const category = sqlite.prepare('INSERT INTO categories (name) VALUES (?)');
    for (let c = 1; c <= 50; c += 1) category.run(`Category ${c}`);
    const number = sqlite.prepare(
      'INSERT INTO article_numbers (number, number_key, category_id) VALUES (?, ?, ?)',
    );
    for (let i = 0; i < NUMBERS; i += 1) number.run(`BENCH-${i}`, `bench-${i}`, (i % 50) + 1);
    const media = sqlite.prepare(
      'INSERT INTO media (filename, mime_type, data, size, sha256) VALUES (?, ?, ?, ?, ?)',
    );
    for (let m = 0; m < MEDIA_MB; m += 1) {
      const data = randomBytes(1024 * 1024);
      media.run(
        `image-${m}.png`,
        'image/png',
        data,
        data.length,
        createHash('sha256').update(data).digest('hex'),
      );
    }
  })();
  closeDatabase(db);
}

async function server(dataDir: string, demo = false): Promise<{ url: string; admin: ApiClient }> {
  const running = await startServer({ dataDir, host: '127.0.0.1', port: 0, demo });
  servers.push(running);
  return { url: running.url, admin: await new ApiClient(running.url).registerAdmin() };
}

const status = (admin: ApiClient) => admin.getJson<LibraryStatus>('/api/admin/library/status');

async function main(): Promise<void> {
  console.log(`Library: ${NUMBERS} article numbers, ${MEDIA_MB} MB of images; ${FOLLOWERS} followers`);
  const hubDir = folder();
  fillHub(hubDir);
  const hub = await server(hubDir);

  let started = performance.now();
  const published = await hub.admin.post('/api/admin/library/publish', { note: 'bench' });
  if (published.status !== 201) throw new Error(await published.text());
  const publishMs = performance.now() - started;
  const hubStatus = await status(hub.admin);
  const publicKey = hubStatus.signingKey?.publicKey ?? '';
  console.log(
    `publish: ${publishMs.toFixed(0)} ms, bundle ${((hubStatus.served?.bundleSize ?? 0) / 1e6).toFixed(1)} MB`,
  );

  // One kiosk: apply from a check while a reader hammers a public lookup.
  const kiosk = await server(folder(), true);
  await kiosk.admin.put('/api/admin/library/follow', { hubUrl: hub.url, publicKey });
  const reader = new ApiClient(kiosk.url);
  let reading = true;
  let worstMs = 0;
  let reads = 0;
  let failed = 0;
  const readLoop = (async () => {
    while (reading) {
      const begin = performance.now();
      try {
        const response = await reader.get('/api/search/article-numbers?q=avn');
        if (response.status !== 200) failed += 1;
        await response.arrayBuffer();
      } catch {
        failed += 1;
      }
      worstMs = Math.max(worstMs, performance.now() - begin);
      reads += 1;
    }
  })();
  started = performance.now();
  const checked = (await (await kiosk.admin.post('/api/admin/library/check')).json()) as LibraryStatus;
  const applyMs = performance.now() - started;
  reading = false;
  await readLoop;
  console.log(
    `kiosk download + verify + apply: ${applyMs.toFixed(0)} ms (served v${checked.served?.version}, error: ${checked.follower?.lastError ?? 'none'})`,
  );
  console.log(`public reads during it: ${reads}, failed ${failed}, worst ${worstMs.toFixed(0)} ms`);

  // N followers on version 1, then the hub publishes version 2 and they all check.
  const followers = [];
  for (let n = 0; n < FOLLOWERS; n += 1) {
    const follower = await server(folder());
    await follower.admin.put('/api/admin/library/follow', { hubUrl: hub.url, publicKey });
    followers.push(follower);
  }
  await Promise.all(followers.map((follower) => follower.admin.post('/api/admin/library/check')));
  await hub.admin.post('/api/admin/categories', { name: 'Version 2' });
  await hub.admin.post('/api/admin/library/publish', { note: 'bench 2' });
  started = performance.now();
  const after = await Promise.all(
    followers.map(async (follower) => {
      await follower.admin.post('/api/admin/library/check');
      return (await status(follower.admin)).served?.version;
    }),
  );
  const fanOutMs = performance.now() - started;
  console.log(
    `${FOLLOWERS} followers to version 2: ${fanOutMs.toFixed(0)} ms (${after.filter((v) => v === 2).length} of ${FOLLOWERS} there)`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    for (const running of servers) await running.close();
    for (const made of folders) rmSync(made, { recursive: true, force: true });
  });

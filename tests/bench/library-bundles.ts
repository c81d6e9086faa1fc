/**
 * `npx tsx tests/bench/library-bundles.ts`: publish time, bundle size, kiosk apply time, the worst
 * public-read latency and the failed reads on the kiosk while it applies, and the time for one hub
 * to bring N followers to a new version. Hub, kiosk and followers are separate server processes on
 * this machine (loopback only), started as `npm start` starts them; this process only asks.
 * Sizes: LIBRARY_BENCH_NUMBERS (article numbers), LIBRARY_BENCH_MEDIA_MB (noise PNGs of 1 MB),
 * LIBRARY_BENCH_FOLLOWERS. Figures only, no assertions; the table is also saved under bench-results/.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { LibraryStatus } from '../../common/api/library-bundles';
import { closeDatabase, openDatabase, sqliteOf } from '../../server/db/client';
import { ApiClient } from '../api/support/api-server';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { noisePng } from './noise-png';

const NUMBERS = Number(process.env.LIBRARY_BENCH_NUMBERS ?? 1_000_000);
const MEDIA_MB = Number(process.env.LIBRARY_BENCH_MEDIA_MB ?? 200);
const FOLLOWERS = Number(process.env.LIBRARY_BENCH_FOLLOWERS ?? 20);
const folders: string[] = [];
const processes: ServerProcess[] = [];

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
      const data = noisePng(1024 * 1024);
      media.run(
        `noise-${m}.png`,
        'image/png',
        data,
        data.length,
        createHash('sha256').update(data).digest('hex'),
      );
    }
  })();
  closeDatabase(db);
}

interface Install {
  process: ServerProcess;
  admin: ApiClient;
}

async function install(dataDir: string, demo: boolean): Promise<Install> {
  const started = await startServerProcess({ dataDir, args: demo ? [] : ['--no-demo'] });
  processes.push(started);
  return { process: started, admin: await new ApiClient(started.url).registerAdmin() };
}

const status = (admin: ApiClient) => admin.getJson<LibraryStatus>('/api/admin/library/status');

/**
 * POST /api/admin/library/check with no client timeout: a big apply on a busy machine can take
 * longer than fetch waits for response headers.
 */
function check(admin: ApiClient): Promise<LibraryStatus> {
  return new Promise((resolve, reject) => {
    const call = request(
      new URL('/api/admin/library/check', admin.baseUrl),
      { method: 'POST', headers: { cookie: admin.cookieHeader } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          if (response.statusCode === 200) resolve(JSON.parse(body) as LibraryStatus);
          else reject(new Error(`check answered ${response.statusCode}: ${body}`));
        });
      },
    );
    call.on('error', reject);
    call.end();
  });
}

/** Sequential public reads until stopped: how many, how many failed (no answer or 5xx), the slowest. */
function readWhile(baseUrl: string): {
  stop: () => Promise<{ reads: number; failed: number; worstMs: number }>;
} {
  const reader = new ApiClient(baseUrl);
  // Before the apply BENCH-12 is unknown (404), after it is found: both are answers, not failures.
  const paths = [
    '/api/search/article-numbers?q=avn',
    '/api/article/BENCH-12',
    '/api/search/article-numbers?q=bench-12',
  ];
  let reading = true;
  const figures = { reads: 0, failed: 0, worstMs: 0 };
  const loop = (async () => {
    while (reading) {
      const begin = performance.now();
      try {
        const response = await reader.get(paths[figures.reads % paths.length] ?? '/api/categories');
        await response.arrayBuffer();
        if (response.status >= 500) figures.failed += 1;
      } catch {
        figures.failed += 1;
      }
      figures.worstMs = Math.max(figures.worstMs, performance.now() - begin);
      figures.reads += 1;
    }
  })();
  return {
    stop: async () => {
      reading = false;
      await loop;
      return figures;
    },
  };
}

async function bringTo(
  followers: Install[],
  version: number,
): Promise<{ ms: number; reached: number; errors: string[] }> {
  const started = performance.now();
  const after = await Promise.all(followers.map((follower) => check(follower.admin)));
  const ms = performance.now() - started;
  return {
    ms,
    reached: after.filter((one) => one.served?.version === version).length,
    errors: after.flatMap((one) => (one.follower?.lastError ? [one.follower.lastError] : [])),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  console.log(
    `Library: ${NUMBERS.toLocaleString('en')} article numbers, ${MEDIA_MB} MB of noise PNGs; ${FOLLOWERS} followers (server processes, loopback)`,
  );
  const hubDir = folder();
  let started = performance.now();
  fillHub(hubDir);
  console.log(`filled the hub in ${seconds(performance.now() - started)}`);
  const hub = await install(hubDir, false);

  started = performance.now();
  const published = await hub.admin.post('/api/admin/library/publish', { note: 'bench' });
  if (published.status !== 201) throw new Error(await published.text());
  const publishMs = performance.now() - started;
  const hubStatus = await status(hub.admin);
  const publicKey = hubStatus.signingKey?.publicKey ?? '';
  const bundleBytes = hubStatus.served?.bundleSize ?? 0;
  console.log(`publish v1: ${seconds(publishMs)}, bundle ${(bundleBytes / 1e6).toFixed(1)} MB`);

  // One kiosk serving the demo library: download, verify and apply while a visitor keeps reading.
  const kiosk = await install(folder(), true);
  await kiosk.admin.put('/api/admin/library/follow', { hubUrl: hub.process.url, publicKey });
  const reads = readWhile(kiosk.process.url);
  started = performance.now();
  const checked = await check(kiosk.admin);
  const applyMs = performance.now() - started;
  const during = await reads.stop();
  if (checked.served?.version !== 1)
    throw new Error(`The kiosk did not apply: ${checked.follower?.lastError}`);
  console.log(
    `kiosk download + verify + apply: ${seconds(applyMs)}; ${during.reads} public reads meanwhile, ${during.failed} failed, worst ${during.worstMs.toFixed(0)} ms`,
  );

  const followers: Install[] = [];
  for (let n = 0; n < FOLLOWERS; n += 1) {
    const follower = await install(folder(), false);
    await follower.admin.put('/api/admin/library/follow', { hubUrl: hub.process.url, publicKey });
    followers.push(follower);
  }
  const first = await bringTo(followers, 1);
  console.log(`${FOLLOWERS} empty followers to v1: ${seconds(first.ms)} (${first.reached} there)`);
  await hub.admin.post('/api/admin/categories', { name: 'Version 2' });
  started = performance.now();
  await hub.admin.post('/api/admin/library/publish', { note: 'bench 2' });
  const publish2Ms = performance.now() - started;
  const second = await bringTo(followers, 2);
  console.log(`${FOLLOWERS} followers v1 to v2: ${seconds(second.ms)} (${second.reached} there)`);

  const rows: [string, string][] = [
    ['library', `${NUMBERS.toLocaleString('en')} article numbers, ${MEDIA_MB} MB images`],
    ['publish (v1)', seconds(publishMs)],
    ['bundle size', `${(bundleBytes / 1e6).toFixed(1)} MB`],
    ['kiosk download + verify + apply', seconds(applyMs)],
    ['public reads on the kiosk meanwhile', `${during.reads}`],
    ['failed public reads', `${during.failed}`],
    ['worst public-read latency', `${during.worstMs.toFixed(0)} ms`],
    [`${FOLLOWERS} empty followers to v1`, `${seconds(first.ms)} (${first.reached}/${FOLLOWERS})`],
    ['publish (v2)', seconds(publish2Ms)],
    [`${FOLLOWERS} followers v1 → v2`, `${seconds(second.ms)} (${second.reached}/${FOLLOWERS})`],
  ];
  console.log('');
  for (const [label, value] of rows) console.log(`${label.padEnd(40)} ${value}`);
  for (const error of [...first.errors, ...second.errors]) console.log(`follower error: ${error}`);

  const resultsDir = path.resolve(import.meta.dirname, '../../bench-results');
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `library-bundles-${new Date().toISOString().replaceAll(':', '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        note: 'measured on a shared 2-core machine; all servers are processes on loopback',
        numbers: NUMBERS,
        mediaMb: MEDIA_MB,
        followers: FOLLOWERS,
        publishMs,
        bundleBytes,
        kioskApplyMs: applyMs,
        readsDuringApply: during,
        followersToV1: first,
        publish2Ms,
        followersToV2: second,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nsaved ${path.relative(process.cwd(), file)}`);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await Promise.all(processes.map((running) => running.stop()));
    for (const made of folders) rmSync(made, { recursive: true, force: true });
  });

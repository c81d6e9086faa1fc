/**
 * `npx tsx tests/bench/body-flood.ts`: sends 48 parallel 20 MB bodies to an unknown /api path
 * without signing in (the attack of issue 16) and prints how long they took to be refused and how
 * long a public read waited meanwhile, with the server's peak memory. Figures only, no assertions.
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer } from '../../server/start';

const PARALLEL = 48;
const BODY = Buffer.alloc(20 * 1024 * 1024, 0x61);

function send(url: URL, method: string, body?: Buffer): Promise<number> {
  return new Promise((resolve) => {
    const request = http.request(
      url,
      { method, agent: false, headers: body ? { 'content-length': String(body.length) } : {} },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    // The server may answer 413 and close before the whole body is written.
    request.on('error', () => resolve(-1));
    request.end(body);
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'library-bench-flood-'));
const server = await startServer({ dataDir, host: '127.0.0.1', port: 0, demo: false });
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
try {
  const started = performance.now();
  const flood = Promise.all(
    Array.from({ length: PARALLEL }, () => send(new URL('/api/no-such-path', server.url), 'POST', BODY)),
  );
  const readStarted = performance.now();
  const readStatus = await send(new URL('/api/setup', server.url), 'GET');
  const readMs = performance.now() - readStarted;
  const statuses = await flood;
  const floodMs = performance.now() - started;
  const counts = statuses.reduce<Record<string, number>>((all, status) => {
    all[status] = (all[status] ?? 0) + 1;
    return all;
  }, {});
  console.log(
    `${PARALLEL} × 20 MB bodies to an unknown path: all answered in ${floodMs.toFixed(0)} ms`,
    counts,
  );
  console.log(`public read during the flood: ${readStatus} in ${readMs.toFixed(0)} ms`);
  console.log(`peak memory of the process (server and client): ${(peakRss / 1024 / 1024).toFixed(0)} MB`);
} finally {
  clearInterval(sampler);
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}

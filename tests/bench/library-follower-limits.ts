/**
 * `npx tsx tests/bench/library-follower-limits.ts`: what a misbehaving hub costs a follower. A real
 * hub and a follower run as server processes (as `npm start` runs them); a stub hub in this process
 * answers the follower with a 1.5 GB manifest, not at all, or a bundle one byte every 5 s. Prints the
 * follower's peak memory during the oversized answer, how long "Check now" takes against the silent
 * hub, and how long the follower takes to exit on SIGTERM in the middle of a download. Figures only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { LatestBundle, LibraryStatus } from '../../common/api/library-bundles';
import { ApiClient } from '../api/support/api-server';
import { removeDataDir, startServerProcess, type ServerProcess } from '../support/server-process';

const GB = 1024 * 1024 * 1024;

/** Resident memory of a process and its descendants (tsx runs the server in a child), in MB. */
function treeRssMb(pid: number): number {
  let kb = 0;
  const visit = (id: number) => {
    try {
      const status = readFileSync(`/proc/${id}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      for (const task of readdirSync(`/proc/${id}/task`))
        for (const child of readFileSync(`/proc/${id}/task/${task}/children`, 'utf8')
          .split(' ')
          .filter(Boolean))
          visit(Number(child));
    } catch {
      // The process ended meanwhile.
    }
  };
  visit(pid);
  return Math.round(kb / 1024);
}

async function writeUntil(res: ServerResponse, total: number): Promise<void> {
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  const drained = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        res.off('drain', done);
        res.off('close', done);
        resolve();
      };
      res.once('drain', done);
      res.once('close', done);
    });
  for (let sent = 0; sent < total && !res.destroyed; sent += chunk.length)
    if (!res.write(chunk)) await drained();
  res.end();
}

async function main(): Promise<void> {
  const hub = await startServerProcess({ args: ['--no-demo'] });
  const kiosk = await startServerProcess({ args: ['--no-demo'] });
  const processes: ServerProcess[] = [hub, kiosk];
  try {
    const hubAdmin = await new ApiClient(hub.url).registerAdmin();
    await hubAdmin.post('/api/admin/categories', { name: 'Bench' });
    await hubAdmin.post('/api/admin/library/publish', { note: 'bench' });
    const publicKey = (await hubAdmin.getJson<LibraryStatus>('/api/admin/library/status')).signingKey
      ?.publicKey;
    const latest = await new ApiClient(hub.url).getJson<LatestBundle>('/api/library/latest');

    let downloadStarted: () => void = () => undefined;
    const downloading = new Promise<void>((resolve) => (downloadStarted = resolve));
    const stub = createServer((req, res) => {
      if (req.url === '/big/api/library/latest') {
        res.writeHead(200, { 'content-type': 'application/json' });
        void writeUntil(res, 1.5 * GB);
      } else if (req.url === '/trickle/api/library/latest') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(latest));
      } else if (req.url?.startsWith('/trickle/api/library/bundles/')) {
        res.writeHead(200, { 'content-type': 'application/x-tar' });
        downloadStarted();
        const timer = setInterval(() => res.write('x'), 5_000);
        res.once('close', () => clearInterval(timer));
      }
      // Anything else (the silent hub) is never answered.
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    const stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
    const admin = await new ApiClient(kiosk.url).registerAdmin();
    const follow = (hubUrl: string) => admin.put('/api/admin/library/follow', { hubUrl, publicKey });
    const pid = kiosk.child.pid ?? 0;

    await follow(`${stubUrl}/big`);
    const before = treeRssMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, treeRssMb(pid))), 50);
    let started = performance.now();
    const big = await admin.post('/api/admin/library/check');
    clearInterval(sampler);
    const bigStatus = (await big.json()) as LibraryStatus;
    console.log(
      `1.5 GB manifest: follower RSS ${before} MB before, peak ${peak} MB; check answered ${big.status} in ${((performance.now() - started) / 1000).toFixed(1)} s: ${bigStatus.follower?.lastError}`,
    );

    await follow(`${stubUrl}/silent`);
    started = performance.now();
    const silent = await admin.post('/api/admin/library/check');
    const silentStatus = (await silent.json()) as LibraryStatus;
    console.log(
      `silent hub: check answered ${silent.status} in ${((performance.now() - started) / 1000).toFixed(1)} s: ${silentStatus.follower?.lastError}`,
    );

    await follow(`${stubUrl}/trickle`);
    void admin.post('/api/admin/library/check').catch(() => undefined);
    await downloading;
    started = performance.now();
    const exited = new Promise<void>((resolve) => kiosk.child.once('exit', () => resolve()));
    kiosk.child.kill('SIGTERM');
    await exited;
    console.log(
      `SIGTERM during a download (1 byte every 5 s): exited in ${((performance.now() - started) / 1000).toFixed(2)} s`,
    );
    stub.closeAllConnections();
    stub.close();
  } finally {
    for (const running of processes) {
      await running.stop().catch(() => undefined);
      removeDataDir(running.dataDir);
    }
  }
}

await main();

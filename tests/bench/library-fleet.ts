/**
 * A fleet of kiosks updating from one hub (issue 29). Full run, on its own (a few minutes at the
 * default size; the issue's size is LIBRARY_FLEET_NUMBERS=1000000, which takes far longer on 2 cores):
 *
 *   LIBRARY_FLEET_NUMBERS=100000 LIBRARY_FLEET_FOLLOWERS=100 npx tsx tests/bench/library-fleet.ts
 *
 * (`npm run bench` runs a small version.) The hub publishes version 1, 1 % of its rows change and it
 * publishes version 2 with its deltas; then the hub runs as `npm start` does, behind a loopback proxy
 * that counts the bytes it sends. Simulated kiosks, each with its own data folder and database,
 * run the product's Follower in a few processes and all check at once:
 *   - with deltas: every kiosk serves version 1 and takes the delta;
 *   - without deltas: every kiosk starts empty, so no delta fits and it takes the whole version;
 *   - with a relay: one kiosk (a real server, set to serve others) takes the delta first, then
 *     LIBRARY_FLEET_RELAYED kiosks take it from that relay while the rest take it from the hub.
 * Prints the hub's bytes sent, its peak RSS and CPU time, the time until every kiosk serves version 2
 * and the bytes per kiosk. Other variables: LIBRARY_FLEET_INSTRUCTIONS (× 7 languages, default 3,000),
 * LIBRARY_FLEET_PROCESSES (default 4). Figures only, no assertions.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { closeDatabase, openDatabase } from '../../server/db/client';
import { applyBundle } from '../../server/library-bundles/apply-bundle';
import { bundlePaths } from '../../server/library-bundles/bundle-paths';
import { writeFollowSettings } from '../../server/library-bundles/follow-settings';
import { publicKeyLine } from '../../server/library-bundles/minisign';
import { publishBundle } from '../../server/library-bundles/publish-bundle';
import { readSigningKey } from '../../server/library-bundles/signing-key';
import { ApiClient } from '../api/support/api-server';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { changeOnePercent, fillLibrary, megabytes, seconds, type LibrarySize } from './library-bench-content';
import type { FollowerGroupMessage, FollowerGroupTask, FollowerOutcome } from './library-fleet-followers';

export interface FleetOptions extends LibrarySize {
  followers: number;
  /** Kiosks behind the relay in the relay run. */
  relayed: number;
  processes: number;
}

interface CountingProxy {
  url: string;
  /** Bytes the server behind it sent since the last reset. */
  sent: () => number;
  reset: () => void;
  close: () => Promise<void>;
}

/** A TCP proxy on loopback that counts what the server behind it sends. */
async function countingProxy(target: string): Promise<CountingProxy> {
  const { hostname, port } = new URL(target);
  let sent = 0;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port), hostname);
    upstream.on('data', (chunk: Buffer) => {
      sent += chunk.length;
    });
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    sent: () => sent,
    reset: () => {
      sent = 0;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The server's process and its children (tsx runs the sources in a child), read from /proc. */
function processTree(pid: number): number[] {
  const tasks = `/proc/${pid}/task`;
  if (!existsSync(tasks)) return [];
  const children = readFileSync(path.join(tasks, String(pid), 'children'), 'utf8')
    .split(' ')
    .filter(Boolean)
    .map(Number);
  return [pid, ...children.flatMap(processTree)];
}

const TICKS_PER_SECOND = 100;

/** CPU seconds and resident memory of a process tree, sampled while the fleet updates. */
function watchProcess(pid: number) {
  const cpuSeconds = () =>
    processTree(pid).reduce((sum, id) => {
      // utime and stime are fields 14 and 15; the command name before them may hold spaces.
      const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return sum + (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    }, 0);
  const rssBytes = () =>
    processTree(pid).reduce((sum, id) => {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${id}/status`, 'utf8'));
      return sum + Number(match?.[1] ?? 0) * 1024;
    }, 0);
  const cpuAtStart = cpuSeconds();
  let peakRss = rssBytes();
  const timer = setInterval(() => {
    peakRss = Math.max(peakRss, rssBytes());
  }, 100);
  return {
    stop: () => {
      clearInterval(timer);
      return { cpuSeconds: cpuSeconds() - cpuAtStart, peakRss: Math.max(peakRss, rssBytes()) };
    },
  };
}

const groupScript = path.join(import.meta.dirname, 'library-fleet-followers.ts');

/** Forks the groups, waits until every kiosk is set up, then tells all groups to check at once. */
async function updateFleet(
  tasks: FollowerGroupTask[],
): Promise<{ outcomes: FollowerOutcome[]; lastMs: number }> {
  const groups: ChildProcess[] = tasks.map(() =>
    fork(groupScript, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] }),
  );
  const next = (group: ChildProcess) =>
    new Promise<FollowerGroupMessage>((resolve, reject) => {
      group.once('message', (message) => resolve(message as FollowerGroupMessage));
      group.once('exit', (code) => reject(new Error(`a follower group exited with ${code}`)));
    });
  await Promise.all(
    groups.map((group, index) => {
      const ready = next(group);
      group.send(tasks[index] ?? {});
      return ready;
    }),
  );
  const finished = groups.map(next);
  const go = performance.now();
  for (const group of groups) group.send('go');
  const messages = await Promise.all(finished);
  const lastMs = performance.now() - go;
  return { outcomes: messages.flatMap((message) => ('outcomes' in message ? message.outcomes : [])), lastMs };
}

/** Splits the kiosks' folders over the group processes. */
function groupTasks(
  dataDirs: string[],
  processes: number,
  common: Omit<FollowerGroupTask, 'dataDirs'>,
): FollowerGroupTask[] {
  const tasks: FollowerGroupTask[] = [];
  for (let group = 0; group < processes; group += 1) {
    const mine = dataDirs.filter((_, index) => index % processes === group);
    if (mine.length > 0) tasks.push({ ...common, dataDirs: mine });
  }
  return tasks;
}

/** Kiosk folders serving version 1 (copies of one applied library), or empty ones. */
function kioskFolders(root: string, name: string, count: number, template: string | null): string[] {
  return Array.from({ length: count }, (_, index) => {
    const dataDir = path.join(root, name, String(index));
    mkdirSync(dataDir, { recursive: true });
    if (template) copyFileSync(template, path.join(dataDir, 'library.db'));
    return dataDir;
  });
}

interface RunFigures {
  kiosks: number;
  allServeSeconds: number;
  notUpdated: number;
  hubBytes: number;
  hubPeakRssMb: number;
  hubCpuSeconds: number;
}

function summarize(
  outcomes: FollowerOutcome[],
  lastMs: number,
  hubBytes: number,
  hub: { cpuSeconds: number; peakRss: number },
): RunFigures {
  const failed = outcomes.filter((outcome) => outcome.version !== 2);
  for (const outcome of failed.slice(0, 3))
    console.log(`  a kiosk serves version ${outcome.version}: ${outcome.error ?? 'no error told'}`);
  return {
    kiosks: outcomes.length,
    allServeSeconds: lastMs / 1000,
    notUpdated: failed.length,
    hubBytes,
    hubPeakRssMb: hub.peakRss / 1e6,
    hubCpuSeconds: hub.cpuSeconds,
  };
}

function printRun(label: string, run: RunFigures, perKiosk: string): void {
  console.log(
    `${label.padEnd(30)} all ${run.kiosks} serve v2 in ${seconds(run.allServeSeconds * 1000).padStart(8)}   hub sent ${megabytes(run.hubBytes).padStart(10)}   ${perKiosk}   hub peak RSS ${run.hubPeakRssMb.toFixed(0)} MB, CPU ${run.hubCpuSeconds.toFixed(1)} s${run.notUpdated ? `   NOT UPDATED: ${run.notUpdated}` : ''}`,
  );
}

export async function benchLibraryFleet(options: FleetOptions): Promise<Record<string, unknown>> {
  const root = mkdtempSync(path.join(tmpdir(), 'library-fleet-'));
  const hubDir = path.join(root, 'hub');
  const servers: ServerProcess[] = [];
  const proxies: CountingProxy[] = [];
  try {
    console.log(
      `\nFleet of kiosks (issue 29): ${options.numbers.toLocaleString('en')} article numbers, ${options.instructions.toLocaleString('en')} instructions × 7 languages, ${options.followers} kiosks in ${options.processes} processes; 1 % of the rows changed`,
    );
    mkdirSync(hubDir);
    const hubDb = openDatabase(path.join(hubDir, 'library.db'));
    fillLibrary(hubDb, options);
    let begin = performance.now();
    publishBundle(hubDb, hubDir, 'v1');
    const publishSnapshotMs = performance.now() - begin;
    changeOnePercent(hubDb, options, 1);
    begin = performance.now();
    const v2 = publishBundle(hubDb, hubDir, 'v2');
    const publishWithDeltasMs = performance.now() - begin;
    closeDatabase(hubDb);
    const delta = v2.manifest.deltas.find((candidate) => candidate.fromVersion === 1);
    if (!delta) throw new Error('version 2 has no delta from version 1');
    const key = readSigningKey(hubDir)?.publicKey;
    if (!key) throw new Error('the hub has no key');
    const publicKey = publicKeyLine(key);

    const templateDir = path.join(root, 'template');
    mkdirSync(templateDir);
    const templateDb = openDatabase(path.join(templateDir, 'library.db'));
    applyBundle(templateDb, templateDir, bundlePaths(hubDir).bundle(1), key, 'copy');
    closeDatabase(templateDb);
    const template = path.join(templateDir, 'library.db');

    console.log(`${'whole bundle v2'.padEnd(30)} ${megabytes(v2.size)}`);
    console.log(
      `${'delta v1→v2'.padEnd(30)} ${megabytes(delta.size)} (${((100 * delta.size) / v2.manifest.snapshot.size).toFixed(2)} % of the snapshot)`,
    );
    console.log(
      `${'publish v1 (snapshot alone)'.padEnd(30)} ${seconds(publishSnapshotMs)}; v2 with its deltas ${seconds(publishWithDeltasMs)} (${(publishWithDeltasMs / publishSnapshotMs).toFixed(2)}×)`,
    );

    const hub = await startServerProcess({ dataDir: hubDir });
    servers.push(hub);
    const hubProxy = await countingProxy(hub.url);
    proxies.push(hubProxy);
    const pid = hub.child.pid ?? 0;
    const figures: Record<string, unknown> = {
      ...options,
      bundleBytes: v2.size,
      deltaBytes: delta.size,
      publishSnapshotSeconds: publishSnapshotMs / 1000,
      publishWithDeltasSeconds: publishWithDeltasMs / 1000,
    };

    const fromHub = async (name: string, folderTemplate: string | null) => {
      const tasks = groupTasks(
        kioskFolders(root, name, options.followers, folderTemplate),
        options.processes,
        {
          hubUrl: hubProxy.url,
          relay: null,
          publicKey,
        },
      );
      hubProxy.reset();
      const watch = watchProcess(pid);
      const { outcomes, lastMs } = await updateFleet(tasks);
      const run = summarize(outcomes, lastMs, hubProxy.sent(), watch.stop());
      rmSync(path.join(root, name), { recursive: true, force: true });
      return run;
    };
    const withDeltas = await fromHub('delta', template);
    printRun(
      'with deltas (kiosks on v1)',
      withDeltas,
      `${megabytes(withDeltas.hubBytes / withDeltas.kiosks)} per kiosk`,
    );
    const whole = await fromHub('whole', null);
    printRun('without deltas (empty kiosks)', whole, `${megabytes(whole.hubBytes / whole.kiosks)} per kiosk`);
    figures.withDeltas = withDeltas;
    figures.withoutDeltas = whole;

    // The shop: its relay takes the delta from the hub first, then its kiosks take it from the relay.
    const relayDir = kioskFolders(root, 'relay', 1, template)[0] ?? '';
    writeFollowSettings(relayDir, {
      hubUrl: hubProxy.url,
      publicKey,
      channel: 'pilot',
      relay: null,
      serveOthers: true,
    });
    const relay = await startServerProcess({ dataDir: relayDir });
    servers.push(relay);
    const relayProxy = await countingProxy(relay.url);
    proxies.push(relayProxy);
    const relayAdmin = await new ApiClient(relay.url).registerAdmin();
    hubProxy.reset();
    const watch = watchProcess(pid);
    begin = performance.now();
    const checked = await relayAdmin.post('/api/admin/library/check');
    const relayMs = performance.now() - begin;
    if (checked.status !== 200) throw new Error(`the relay's check answered ${checked.status}`);
    const relayFetched = hubProxy.sent();
    const relayed = Math.min(options.relayed, options.followers);
    const shopTasks = groupTasks(kioskFolders(root, 'shop', relayed, template), options.processes, {
      hubUrl: hubProxy.url,
      relay: relayProxy.url,
      publicKey,
    });
    const directTasks = groupTasks(
      kioskFolders(root, 'direct', options.followers - relayed, template),
      options.processes,
      { hubUrl: hubProxy.url, relay: null, publicKey },
    );
    const { outcomes, lastMs } = await updateFleet([...shopTasks, ...directTasks]);
    const withRelay = summarize(outcomes, relayMs + lastMs, hubProxy.sent(), watch.stop());
    printRun(
      `with a relay (${relayed} behind it)`,
      withRelay,
      `relay took ${megabytes(relayFetched)} in ${seconds(relayMs)}, sent ${megabytes(relayProxy.sent())} = ${megabytes(relayProxy.sent() / Math.max(1, relayed))} per kiosk behind it`,
    );
    figures.withRelay = {
      ...withRelay,
      relayed,
      relaySeconds: relayMs / 1000,
      relayBytes: relayProxy.sent(),
    };
    return figures;
  } finally {
    for (const proxy of proxies) await proxy.close();
    for (const server of servers) await server.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

const fromEnvironment = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await benchLibraryFleet({
    numbers: fromEnvironment('LIBRARY_FLEET_NUMBERS', 100_000),
    instructions: fromEnvironment('LIBRARY_FLEET_INSTRUCTIONS', 3_000),
    followers: fromEnvironment('LIBRARY_FLEET_FOLLOWERS', 100),
    relayed: fromEnvironment('LIBRARY_FLEET_RELAYED', 30),
    processes: fromEnvironment('LIBRARY_FLEET_PROCESSES', 4),
  });

/**
 * Public reads under load (issue 32): the article lookup with answers of 33 and of 4 instructions and
 * the autocomplete, against an Express 5 hello-world answering 1 KB of JSON and bare node:http, all
 * in the same run. Each server is a process of its own pinned to the second core (`taskset`), the
 * load generator to the first; three rounds in rotated order, so a neighbour's burst on the shared
 * machine shows as spread instead of skewing one figure. BENCH_SERVER_BUNDLE measures another build
 * of the server (an older checkout's dist-electron/cli.js) on the same library.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { closedLoop, type LoadResult } from './load';
import { wrkClosedLoop, wrkInstalled } from './wrk-load';
import {
  CATEGORIES,
  fillPublicLibrary,
  SERVER_CORE,
  startPinned,
  UNIVERSAL,
  type Started,
} from './public-library';

const RECORDS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = 3;
const CONNECTIONS = 50;
/**
 * The CPU the `spend` reference burns per request on top of node:http's own: with it, a request costs
 * about what an article answer for any number does, so its p99 is the machine's share of the routes'.
 */
const SPEND_US = 80;

const repoRoot = path.resolve(import.meta.dirname, '../..');
/** `before=old/cli.js,after=dist-electron/cli.js` measures two builds in the same run. */
const serverBundles: [string, string][] = (process.env.BENCH_SERVER_BUNDLE ?? 'dist-electron/cli.js')
  .split(',')
  .map((entry) => {
    const [name, file] = entry.includes('=') ? entry.split('=') : ['', entry];
    return [name ?? '', path.resolve(repoRoot, file ?? '')];
  });
const CLIENT_CORE = '0';
/** wrk when installed (apt-get install wrk), else Node's own client, whose cost shows in the figures. */
const loadGenerator = wrkInstalled() ? wrkClosedLoop : closedLoop;

/** The CPU time the server process has used, in microseconds (from /proc, in clock ticks of 10 ms). */
function cpuMicros(child: ChildProcess): number {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

interface Target {
  label: string;
  server: Started;
  pathOf: (round: number) => string;
}

/** What server-pauses.ts saw in a server since it was last asked, in ms. */
interface Pauses {
  loopMaxMs: number;
  collectionMaxMs: number;
}

interface Measured {
  load: LoadResult;
  cpuPerRequestUs: number;
  pauses: Pauses;
}

/** Every server measured runs server-pauses.ts, through tsx, before its own code. */
const withPauses = ['--import', 'tsx', '--import', path.join(import.meta.dirname, 'server-pauses.ts')];

/** How many reports of each server were read already. */
const seenPauses = new Map<Started, number>();

/** Asks a server for its pauses since it was last asked, and reads them from its output. */
async function pausesOf(server: Started): Promise<Pauses> {
  server.child.kill('SIGUSR2');
  for (let tries = 0; tries < 50; tries += 1) {
    await sleep(20);
    const lines = readFileSync(server.output, 'utf8').match(/^SERVER_PAUSES .+$/gm) ?? [];
    const last = lines.at(-1);
    if (last && lines.length > (seenPauses.get(server) ?? 0)) {
      seenPauses.set(server, lines.length);
      return JSON.parse(last.slice('SERVER_PAUSES '.length)) as Pauses;
    }
  }
  throw new Error('a server did not report its pauses');
}

async function measure(target: Target): Promise<Measured> {
  await pausesOf(target.server);
  // taskset starts node as its own process image, so the pid is the server's.
  const before = cpuMicros(target.server.child);
  const load = await loadGenerator(target.server.url, target.pathOf, CONNECTIONS, SECONDS);
  const used = cpuMicros(target.server.child) - before;
  return { load, cpuPerRequestUs: used / Math.max(1, load.requests), pauses: await pausesOf(target.server) };
}

const pin = (cores: string) => spawnSync('taskset', ['-a', '-p', '-c', cores, String(process.pid)]);

async function main(): Promise<void> {
  const missing = serverBundles.find(([, file]) => !existsSync(file));
  if (missing) {
    console.log(`\npublic reads under load: not measured, ${missing[1]} is missing (npm run build)`);
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'library-public-bench-'));
  const started: Started[] = [];
  try {
    const filling = performance.now();
    const numbers = fillPublicLibrary(path.join(dataDir, 'library.db'), RECORDS);
    console.log(
      `\npublic reads under load: ${RECORDS.toLocaleString('en')} article numbers, ${CATEGORIES} categories of 3 instructions and ${UNIVERSAL} universal ones (filled in ${((performance.now() - filling) / 1000).toFixed(0)} s)`,
    );
    const servers: [string, Started][] = [];
    for (const [name, file] of serverBundles) {
      // Each server on a copy of its own: on one file, each server's visitor counters and
      // checkpoints would stall the other's measurement.
      const ownDir = path.join(dataDir, `server-${servers.length}`);
      mkdirSync(ownDir);
      copyFileSync(path.join(dataDir, 'library.db'), path.join(ownDir, 'library.db'));
      const server = await startPinned([
        ...withPauses,
        file,
        '--port',
        '0',
        '--data-dir',
        ownDir,
        '--no-demo',
      ]);
      started.push(server);
      servers.push([name, server]);
    }
    const reference = async (...args: string[]) => {
      const server = await startPinned([
        ...withPauses,
        path.join(import.meta.dirname, 'reference-server.ts'),
        ...args,
      ]);
      started.push(server);
      return server;
    };
    const hello = await reference('hello');
    const bare = await reference('bare');
    const spending = await reference('spend', String(SPEND_US));
    pin(CLIENT_CORE);

    const spread = (round: number) =>
      numbers[(round * 7919 + Math.floor(Math.random() * 1e6)) % numbers.length] ?? '';
    const withEnding = (wanted: (n: string) => boolean) => numbers.filter(wanted);
    const thirtyThree = withEnding((n) => !n.endsWith('-0'));
    const four = withEnding((n) => n.endsWith('-0'));
    const anyOf = (list: readonly string[], round: number) =>
      list[(round * 7919 + Math.floor(Math.random() * list.length)) % list.length] ?? '';
    const popular = thirtyThree.slice(0, 1000);
    const queryOf = (round: number) => {
      const key = spread(round).toLowerCase();
      const slices = [key.slice(0, 1), key.slice(0, 2), key.slice(4, 7), key.slice(4, 10)];
      return slices[round % slices.length] ?? '';
    };
    const article = (number: string) => `/api/article/${encodeURIComponent(number)}`;
    const targets: Target[] = [
      { label: 'Express 5 hello-world, 1 KB JSON', server: hello, pathOf: () => '/hello' },
      { label: 'bare node:http, 1 KB JSON', server: bare, pathOf: () => '/hello' },
      {
        label: `bare node:http + ${SPEND_US} µs of CPU, 1 KB JSON`,
        server: spending,
        pathOf: () => '/hello',
      },
    ];
    for (const [name, server] of servers) {
      const label = (text: string) => (name ? `${name}: ${text}` : text);
      targets.push(
        {
          label: label('article, 33 instructions, any number'),
          server,
          pathOf: (r) => article(anyOf(thirtyThree, r)),
        },
        {
          label: label('article, 4 instructions, any number'),
          server,
          pathOf: (r) => article(anyOf(four, r)),
        },
        {
          label: label('article, 33 instructions, 1,000 numbers'),
          server,
          pathOf: (r) => article(anyOf(popular, r)),
        },
        {
          label: label('autocomplete, 1, 2, 3, 6 characters'),
          server,
          pathOf: (r) => `/api/search/article-numbers?q=${encodeURIComponent(queryOf(r))}`,
        },
      );
    }
    const sample = servers[0]?.[1].url ?? '';
    for (const [label, pathname] of [
      ['33 instructions', article(thirtyThree[5] ?? '')],
      ['4 instructions', article(four[5] ?? '')],
    ] as const) {
      const body = (await (await fetch(`${sample}${pathname}`)).json()) as { instructions: unknown[] };
      console.log(
        `answer with ${label}: ${body.instructions.length} listed, ${JSON.stringify(body).length} bytes`,
      );
    }
    for (const target of targets) await loadGenerator(target.server.url, target.pathOf, CONNECTIONS, 1);

    const results = new Map<string, Measured[]>(targets.map((target) => [target.label, []]));
    const ratios = new Map<string, number[]>(targets.map((target) => [target.label, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      const shift = Math.round((round * targets.length) / ROUNDS);
      const order = [...targets.slice(shift), ...targets.slice(0, shift)];
      const measured = new Map<string, Measured>();
      for (const target of order) measured.set(target.label, await measure(target));
      const reference = measured.get(targets[0]?.label ?? '')?.load.perSecond ?? 1;
      for (const [label, figures] of measured) {
        results.get(label)?.push(figures);
        ratios.get(label)?.push(figures.load.perSecond / reference);
      }
    }

    const [one, five, fifteen] = loadavg();
    console.log(
      `${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s in rotated order; server core ${SERVER_CORE}, load generator (${loadGenerator === closedLoop ? "Node's http client; install wrk for figures the client does not limit" : 'wrk'}) core ${CLIENT_CORE}; load average (1, 5, 15 min) at the end ${one?.toFixed(2)} ${five?.toFixed(2)} ${fifteen?.toFixed(2)}`,
    );
    for (const [name, file] of serverBundles) console.log(`server ${name}: ${path.relative(repoRoot, file)}`);
    for (const target of targets) {
      const runs = results.get(target.label) ?? [];
      const perSecond = runs.map((run) => run.load.perSecond);
      const rounds = ratios.get(target.label) ?? [];
      const range = (values: number[], digits: number) =>
        `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
      const p99 = range(
        runs.map((run) => run.load.p99Ms),
        1,
      );
      const cpu = Math.min(...runs.map((run) => run.cpuPerRequestUs)).toFixed(0);
      const failures = runs.reduce((sum, run) => sum + run.load.failures, 0);
      const longest = (pick: (pauses: Pauses) => number) =>
        Math.max(...runs.map((run) => pick(run.pauses))).toFixed(0);
      console.log(
        `${target.label.padEnd(52)} ${range(perSecond, 0).padStart(13)} req/s   p99 ${p99.padStart(11)} ms   CPU ${cpu.padStart(4)} µs/req   × hello ${range(rounds, 2)}   paused ≤ ${longest((pauses) => pauses.loopMaxMs).padStart(3)} ms (GC ≤ ${longest((pauses) => pauses.collectionMaxMs).padStart(2)})   failures ${failures}`,
      );
    }
  } finally {
    pin('0-1');
    for (const { child } of started) child.kill('SIGTERM');
    await Promise.all(
      started
        .filter(({ child }) => child.exitCode === null)
        .map(({ child }) => new Promise((resolve) => child.once('exit', resolve))),
    );
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

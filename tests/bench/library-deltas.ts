/**
 * Library deltas (issue 29), in this process on libraries of its own: a hub with
 * LIBRARY_DELTA_BENCH_NUMBERS article numbers (default 1,000,000, the issue's size)
 * and 3,000 instructions × 7 languages publishes v1, then 1 % of the rows change and it publishes
 * v2 with its delta; for the time without deltas it publishes v3 after a change of the same size
 * with no kept snapshot to compare with. A follower applies v1 whole, then v2 from the delta.
 * Figures only, no assertions.
 *
 * BENCH_LIBRARY_CACHE=<folder> keeps the hub (v1 and v2 published) and the kiosk (v1 applied) there
 * and copies them for the next run, which then measures the delta apply alone: filling and
 * publishing 1,000,000 numbers takes many minutes on a busy machine.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { closeDatabase, openDatabase } from '../../server/db/client';
import { applyBundle } from '../../server/library-bundles/apply-bundle';
import { bundlePaths } from '../../server/library-bundles/bundle-paths';
import { publishBundle } from '../../server/library-bundles/publish-bundle';
import type { MinisignPublicKey } from '../../server/library-bundles/minisign';
import { readSigningKey } from '../../server/library-bundles/signing-key';
import type { JobHooks } from '../../server/workers/job-hooks';
import type { JobPhase } from '../../common/api/jobs';
import { changeOnePercent, fillLibrary, LANGUAGES, megabytes, seconds } from './library-bench-content';
import { readDuringApply } from './library-reads-during-apply';

const SIZE = { numbers: Number(process.env.LIBRARY_DELTA_BENCH_NUMBERS ?? 1_000_000), instructions: 3_000 };
const CACHE = process.env.BENCH_LIBRARY_CACHE;

/** What a cached run takes from the run that filled the cache. */
interface Published {
  snapshotSize: number;
  bundleSize: number;
  delta: { size: number; rawSize: number };
  timings: Record<string, string>;
}

/**
 * The calling thread's nanoseconds on a CPU and queued for one (Linux's schedstat), or null where
 * there is none: the rest of a wall time is time blocked on the disk (reads, writes, fsync) or a lock.
 */
function threadTimes(): [number, number] | null {
  try {
    const [onCpu = 0, queued = 0] = readFileSync('/proc/thread-self/schedstat', 'utf8')
      .split(' ')
      .map(Number);
    return [onCpu, queued];
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const hubDir = mkdtempSync(path.join(tmpdir(), 'delta-bench-hub-'));
  const kioskDir = mkdtempSync(path.join(tmpdir(), 'delta-bench-kiosk-'));
  const kept = CACHE ? path.join(CACHE, `library-deltas-${SIZE.numbers}`) : undefined;
  const cached = kept !== undefined && existsSync(path.join(kept, 'published.json'));
  if (cached) {
    // The apply needs the hub's key and delta and the kiosk's library, not the versions' whole files.
    const applyNeeds = (file: string) => !/(\.tar|\.sqlite)$/.test(file) || file.includes('-from-');
    cpSync(path.join(kept, 'hub'), hubDir, {
      recursive: true,
      filter: (file) => applyNeeds(file) && path.basename(file) !== 'library.db',
    });
    cpSync(path.join(kept, 'kiosk'), kioskDir, { recursive: true, filter: applyNeeds });
  }
  let hub = openDatabase(path.join(hubDir, 'library.db'));
  let kiosk = openDatabase(path.join(kioskDir, 'library.db'));
  try {
    console.log(
      `\nLibrary deltas: ${SIZE.numbers.toLocaleString('en')} article numbers, ${SIZE.instructions.toLocaleString('en')} instructions × ${LANGUAGES.length} languages; 1 % of the rows changed${cached ? ` (hub and kiosk from ${kept})` : ''}`,
    );
    // On a shared machine the wall time counts the other processes' turns: the CPU time beside it is
    // this process's own (the apply's reader thread included: one short read every 5 ms).
    const cpu: Record<string, number> = {};
    const timed = <T>(label: string, work: () => T): [T, number] => {
      const begin = performance.now();
      const cpuBegin = process.cpuUsage();
      const result = work();
      const used = process.cpuUsage(cpuBegin);
      cpu[label] = (used.user + used.system) / 1000;
      return [result, performance.now() - begin];
    };
    const withCpu = (label: string, ms: number) => `${seconds(ms)} (CPU ${seconds(cpu[label] ?? 0)})`;
    const key = (): MinisignPublicKey => {
      const publicKey = readSigningKey(hubDir)?.publicKey;
      if (!publicKey) throw new Error('the hub has no key');
      return publicKey;
    };
    let published: Published;
    if (cached) published = JSON.parse(readFileSync(path.join(kept, 'published.json'), 'utf8')) as Published;
    else {
      fillLibrary(hub, SIZE);
      const [v1, publish1Ms] = timed('publish1', () => publishBundle(hub, hubDir, 'v1'));
      changeOnePercent(hub, SIZE, 1);
      const [v2, publishWithDeltaMs] = timed('publish2', () => publishBundle(hub, hubDir, 'v2'));
      const delta = v2.manifest.deltas.find((candidate) => candidate.fromVersion === 1);
      if (!delta) throw new Error('v2 has no delta from v1');
      const [, applySnapshotMs] = timed('apply1', () => applyBundle(kiosk, kioskDir, v1.file, key(), 'copy'));
      published = {
        snapshotSize: v2.manifest.snapshot.size,
        bundleSize: v2.size,
        delta: { size: delta.size, rawSize: delta.rawSize },
        timings: {
          publish1: withCpu('publish1', publish1Ms),
          publish2: withCpu('publish2', publishWithDeltaMs),
          publish2Ms: String(publishWithDeltaMs),
          publish2Cpu: String(cpu.publish2 ?? 0),
          apply1: withCpu('apply1', applySnapshotMs),
        },
      };
      if (kept) {
        closeDatabase(hub);
        closeDatabase(kiosk);
        mkdirSync(kept, { recursive: true });
        cpSync(hubDir, path.join(kept, 'hub'), { recursive: true });
        cpSync(kioskDir, path.join(kept, 'kiosk'), { recursive: true });
        writeFileSync(path.join(kept, 'published.json'), JSON.stringify(published));
        hub = openDatabase(path.join(hubDir, 'library.db'));
        kiosk = openDatabase(path.join(kioskDir, 'library.db'));
      }
    }
    const deltaFile = bundlePaths(hubDir).delta(2, 1);
    // Renamed by the change: article number 2 (id 2) is bench-1 in v1 and bench-1-r1 in v2.
    const reader = await readDuringApply({
      file: path.join(kioskDir, 'library.db'),
      from: 1,
      to: 2,
      before: 'bench-1',
      after: 'bench-1-r1',
    });
    // Where the apply's time goes, from its progress: until the rows are written, then the content
    // hash of the tables it changed, the row counts and the commit.
    const applyBegin = performance.now();
    const phaseEnds = new Map<JobPhase, number>();
    const hooks: JobHooks = {
      progress: (phase) => phaseEnds.set(phase, performance.now() - applyBegin),
      throwIfCancelled: () => undefined,
    };
    const threadBefore = threadTimes();
    const [, applyDeltaMs] = timed('applyDelta', () =>
      applyBundle(kiosk, kioskDir, deltaFile, key(), 'copy', hooks),
    );
    const threadAfter = threadTimes();
    const waits =
      threadBefore && threadAfter
        ? (() => {
            const onCpuMs = (threadAfter[0] - threadBefore[0]) / 1e6;
            const queuedMs = (threadAfter[1] - threadBefore[1]) / 1e6;
            return `on a CPU ${seconds(onCpuMs)}, waiting for a CPU ${seconds(queuedMs)} (other processes' turns), blocked ${seconds(applyDeltaMs - onCpuMs - queuedMs)} (disk, fsync, locks)`;
          })()
        : 'no schedstat here';
    const rowsWrittenMs = phaseEnds.get('replacing') ?? 0;
    const checkedMs = phaseEnds.get('checking') ?? 0;
    const reads = await reader.stop();

    let publish3 = '(not measured: hub from the cache)';
    let ratio = '';
    if (!cached) {
      rmSync(bundlePaths(hubDir).snapshots, { recursive: true, force: true });
      changeOnePercent(hub, SIZE, 2);
      const [, publishWithoutDeltaMs] = timed('publish3', () => publishBundle(hub, hubDir, 'v3'));
      publish3 = withCpu('publish3', publishWithoutDeltaMs);
      ratio = `${(Number(published.timings.publish2Ms) / publishWithoutDeltaMs).toFixed(2)} (CPU ${(Number(published.timings.publish2Cpu) / (cpu.publish3 ?? 1)).toFixed(2)})`;
    }
    const fromCache = (label: string) =>
      `${published.timings[label] ?? ''}${cached ? ' (when the cache was filled)' : ''}`;

    const rows: [string, string][] = [
      ['snapshot (library.sqlite)', megabytes(published.snapshotSize)],
      ['whole bundle v2', megabytes(published.bundleSize)],
      [
        'delta v1→v2 (compressed)',
        `${megabytes(published.delta.size)} = ${((100 * published.delta.size) / published.snapshotSize).toFixed(2)} % of the snapshot (uncompressed ${megabytes(published.delta.rawSize)})`,
      ],
      ['publish v1 (no earlier version)', fromCache('publish1')],
      ['publish v2 with deltas', fromCache('publish2')],
      ['publish v3 without deltas (same change)', publish3],
      ['ratio with / without', ratio],
      ['follower applies v1 whole', fromCache('apply1')],
      ['follower applies the v1→v2 delta', withCpu('applyDelta', applyDeltaMs)],
      [
        '  of which',
        `verify and unpack, check the untouched tables ${seconds(checkedMs)}; write the rows ${seconds(rowsWrittenMs - checkedMs)}; hash the changed tables, count, commit ${seconds(applyDeltaMs - rowsWrittenMs)}`,
      ],
      ['  its thread', waits],
      [
        'reads meanwhile (another connection)',
        `${reads.reads.toLocaleString('en')}, failed ${reads.failed}${reads.firstFailure ? ` (${reads.firstFailure})` : ''}`,
      ],
    ];
    for (const [name, value] of rows) console.log(`${name.padEnd(44)} ${value}`);
  } finally {
    closeDatabase(hub);
    closeDatabase(kiosk);
    rmSync(hubDir, { recursive: true, force: true });
    rmSync(kioskDir, { recursive: true, force: true });
  }
}

await main();

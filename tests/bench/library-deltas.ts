/**
 * Library deltas (issue 29), in this process on libraries of its own: a hub with
 * LIBRARY_DELTA_BENCH_NUMBERS article numbers (default 1,000,000, the issue's size)
 * and 3,000 instructions × 7 languages publishes v1, then 1 % of the rows change and it publishes
 * v2 with its delta; for the time without deltas it publishes v3 after a change of the same size
 * with no kept snapshot to compare with. A follower applies v1 whole, then v2 from the delta.
 * Figures only, no assertions.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { closeDatabase, openDatabase } from '../../server/db/client';
import { applyBundle } from '../../server/library-bundles/apply-bundle';
import { bundlePaths } from '../../server/library-bundles/bundle-paths';
import { publishBundle } from '../../server/library-bundles/publish-bundle';
import { readSigningKey } from '../../server/library-bundles/signing-key';
import type { JobHooks } from '../../server/workers/job-hooks';
import type { JobPhase } from '../../common/api/jobs';
import { changeOnePercent, fillLibrary, LANGUAGES, megabytes, seconds } from './library-bench-content';
import { readDuringApply } from './library-reads-during-apply';

const SIZE = { numbers: Number(process.env.LIBRARY_DELTA_BENCH_NUMBERS ?? 1_000_000), instructions: 3_000 };

async function main(): Promise<void> {
  const hubDir = mkdtempSync(path.join(tmpdir(), 'delta-bench-hub-'));
  const kioskDir = mkdtempSync(path.join(tmpdir(), 'delta-bench-kiosk-'));
  const hub = openDatabase(path.join(hubDir, 'library.db'));
  const kiosk = openDatabase(path.join(kioskDir, 'library.db'));
  try {
    console.log(
      `\nLibrary deltas: ${SIZE.numbers.toLocaleString('en')} article numbers, ${SIZE.instructions.toLocaleString('en')} instructions × ${LANGUAGES.length} languages; 1 % of the rows changed`,
    );
    fillLibrary(hub, SIZE);
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
    const [v1, publish1Ms] = timed('publish1', () => publishBundle(hub, hubDir, 'v1'));
    changeOnePercent(hub, SIZE, 1);
    const [v2, publishWithDeltaMs] = timed('publish2', () => publishBundle(hub, hubDir, 'v2'));
    const delta = v2.manifest.deltas.find((candidate) => candidate.fromVersion === 1);
    if (!delta) throw new Error('v2 has no delta from v1');
    const key = readSigningKey(hubDir)?.publicKey;
    if (!key) throw new Error('the hub has no key');
    const [, applySnapshotMs] = timed('apply1', () => applyBundle(kiosk, kioskDir, v1.file, key, 'copy'));
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
    const [, applyDeltaMs] = timed('applyDelta', () =>
      applyBundle(kiosk, kioskDir, deltaFile, key, 'copy', hooks),
    );
    const rowsWrittenMs = phaseEnds.get('replacing') ?? 0;
    const checkedMs = phaseEnds.get('checking') ?? 0;
    const reads = await reader.stop();

    rmSync(bundlePaths(hubDir).snapshots, { recursive: true, force: true });
    changeOnePercent(hub, SIZE, 2);
    const [, publishWithoutDeltaMs] = timed('publish3', () => publishBundle(hub, hubDir, 'v3'));

    const rows: [string, string][] = [
      ['snapshot (library.sqlite)', megabytes(v2.manifest.snapshot.size)],
      ['whole bundle v2', megabytes(v2.size)],
      [
        'delta v1→v2 (compressed)',
        `${megabytes(delta.size)} = ${((100 * delta.size) / v2.manifest.snapshot.size).toFixed(2)} % of the snapshot (uncompressed ${megabytes(delta.rawSize)})`,
      ],
      ['publish v1 (no earlier version)', withCpu('publish1', publish1Ms)],
      ['publish v2 with deltas', withCpu('publish2', publishWithDeltaMs)],
      ['publish v3 without deltas (same change)', withCpu('publish3', publishWithoutDeltaMs)],
      [
        'ratio with / without',
        `${(publishWithDeltaMs / publishWithoutDeltaMs).toFixed(2)} (CPU ${((cpu.publish2 ?? 0) / (cpu.publish3 ?? 1)).toFixed(2)})`,
      ],
      ['follower applies v1 whole', withCpu('apply1', applySnapshotMs)],
      ['follower applies the v1→v2 delta', withCpu('applyDelta', applyDeltaMs)],
      [
        '  of which',
        `verify and unpack, check the untouched tables ${seconds(checkedMs)}; write the rows ${seconds(rowsWrittenMs - checkedMs)}; hash the changed tables, count, commit ${seconds(applyDeltaMs - rowsWrittenMs)}`,
      ],
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

/**
 * The closed loop of load.ts driven by wrk when it is installed. Node's http client spends about as
 * much CPU per request as the servers measured, so at thousands of requests a second the figures
 * (above all p99) were partly the client's: with it, bare node:http measured 3× the Express
 * hello-world, with wrk 9×. The paths are written to a file first and wrk's script cycles through them.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadResult } from './load';

/** Paths written for one measurement: more than a few seconds of requests, so few repeat. */
const PATHS = 200_000;

const SCRIPT = `
local paths = {}
for line in io.lines(os.getenv('WRK_PATHS')) do paths[#paths + 1] = line end
local next = 0
request = function()
  next = next % #paths + 1
  return wrk.format('GET', paths[next])
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK_RESULT %d %d %d %d %d %d %d\\n', summary.requests, summary.duration,
    e.connect + e.read + e.write + e.timeout + e.status,
    latency:percentile(50), latency:percentile(95), latency:percentile(99), latency.max))
end
`;

export const wrkInstalled = (): boolean => spawnSync('wrk', ['--version']).error === undefined;

export async function wrkClosedLoop(
  base: string,
  pathOf: (round: number) => string,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const folder = mkdtempSync(path.join(tmpdir(), 'library-bench-wrk-'));
  try {
    const paths = path.join(folder, 'paths.txt');
    const script = path.join(folder, 'load.lua');
    writeFileSync(paths, Array.from({ length: PATHS }, (_, i) => pathOf(i + 1)).join('\n'));
    writeFileSync(script, SCRIPT);
    const child = spawn(
      'wrk',
      ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script, base],
      { env: { ...process.env, WRK_PATHS: paths }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise((resolve) => child.once('close', resolve));
    const figures = /WRK_RESULT (.+)/.exec(output)?.[1]?.split(' ').map(Number);
    if (!figures || figures.length !== 7) throw new Error(`wrk gave no result:\n${output}`);
    const [requests = 0, durationUs = 1, failures = 0, p50 = 0, p95 = 0, p99 = 0, max = 0] = figures;
    return {
      requests,
      failures,
      perSecond: requests / (durationUs / 1e6),
      p50Ms: p50 / 1000,
      p95Ms: p95 / 1000,
      p99Ms: p99 / 1000,
      maxMs: max / 1000,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LoadResult {
  requests: number;
  failures: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

export function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

function summarise(samples: number[], failures: number, seconds: number): LoadResult {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    requests: samples.length,
    failures,
    perSecond: samples.length / seconds,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? 0,
  };
}

/** One GET on a kept-alive connection; resolves with its status once the body is read. */
function get(agent: Agent, url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    })
      .on('error', reject)
      .end();
  });
}

/**
 * `connections` clients asking back to back for `seconds`: throughput and latency, like autocannon.
 * `onStatus` sees each answer's status.
 */
export async function closedLoop(
  base: string,
  pathOf: (round: number) => string,
  connections: number,
  seconds: number,
  onStatus?: (status: number) => void,
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const samples: number[] = [];
  let failures = 0;
  let round = 0;
  const until = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const url = new URL(pathOf((round += 1)), base);
      const started = performance.now();
      try {
        const status = await get(agent, url);
        onStatus?.(status);
        if (status >= 500) failures += 1;
      } catch {
        failures += 1;
      }
      samples.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  agent.destroy();
  return summarise(samples, failures, seconds);
}

/**
 * A steady `perSecond` requests whatever the answers take (an open loop, as kiosks type), until
 * `stop` resolves: what a visitor waits while something heavy runs.
 */
export async function openLoop(
  base: string,
  pathOf: (round: number) => string,
  perSecond: number,
  stop: Promise<unknown>,
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true });
  const samples: number[] = [];
  const pending: Promise<void>[] = [];
  let failures = 0;
  let stopped = false;
  void stop.then(() => {
    stopped = true;
  });
  const started = performance.now();
  for (let round = 0; !stopped; round += 1) {
    const sent = performance.now();
    pending.push(
      get(agent, new URL(pathOf(round), base)).then(
        (status) => {
          if (status >= 500) failures += 1;
          samples.push(performance.now() - sent);
        },
        () => {
          failures += 1;
        },
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000 / perSecond));
  }
  await Promise.all(pending);
  agent.destroy();
  return summarise(samples, failures, (performance.now() - started) / 1000);
}

import { performance } from 'node:perf_hooks';

/** Percentiles of one measured operation, in microseconds (what the saved JSON holds). */
export interface Percentiles {
  medianUs: number;
  p95Us: number;
  p99Us: number;
  maxUs: number;
}

export function percentiles(samples: readonly number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
  return { medianUs: at(0.5), p95Us: at(0.95), p99Us: at(0.99), maxUs: sorted.at(-1) ?? 0 };
}

/** Prints one line of median, p95 and p99, in µs or ms, and answers the figures. */
export function printPercentiles(
  label: string,
  samples: readonly number[],
  { unit, labelWidth }: { unit: 'µs' | 'ms'; labelWidth: number },
): Percentiles {
  const figures = percentiles(samples);
  const show = (us: number) =>
    unit === 'ms' ? (us / 1000).toFixed(2).padStart(7) : us.toFixed(1).padStart(8);
  console.log(
    `${label.padEnd(labelWidth)} median ${show(figures.medianUs)} ${unit}   p95 ${show(figures.p95Us)} ${unit}   p99 ${show(figures.p99Us)} ${unit}`,
  );
  return figures;
}

/** Runs `run` `rounds` times one after another; answers each run's time in microseconds. */
export function timeSync(run: (round: number) => unknown, rounds: number): number[] {
  const samples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    run(round);
    samples.push((performance.now() - started) * 1000);
  }
  return samples;
}

/**
 * Like timeSync, but the CPU time this process spent (user and system): on a machine shared with
 * other work, waiting for a core inflates wall time, not this.
 */
export function cpuTimeSync(run: (round: number) => unknown, rounds: number): number[] {
  const samples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = process.cpuUsage();
    run(round);
    const spent = process.cpuUsage(started);
    samples.push(spent.user + spent.system);
  }
  return samples;
}

export async function timeAsync(run: (round: number) => Promise<unknown>, rounds: number): Promise<number[]> {
  const samples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    await run(round);
    samples.push((performance.now() - started) * 1000);
  }
  return samples;
}

/** A seeded pseudo-random generator (mulberry32), so every run measures the same data. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

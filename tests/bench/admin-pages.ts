import { performance } from 'node:perf_hooks';
import { ApiClient } from '../api/support/api-server';

export interface AdminPageFigures {
  /** Per request kind: median and slowest of 30 requests over HTTP, in milliseconds. */
  [label: string]: { medianMs: number; maxMs: number };
}

/**
 * The admin Article Numbers page at the bench's library size: its first page with the exact
 * total, later pages, and the search box (1, 2, 4 characters and a full number), each over HTTP.
 */
export async function benchAdminPages(base: string, numbers: readonly string[]): Promise<AdminPageFigures> {
  const admin = await new ApiClient(base).registerAdmin();
  const pick = (round: number) => (numbers[(round * 7919) % numbers.length] ?? '').toLowerCase();
  const kinds: [string, (round: number) => string][] = [
    ['first page of 50 with total', () => 'offset=0&limit=50'],
    ['page 1,000 of 50', () => 'offset=50000&limit=50'],
    ['search, 1 character', (round) => `search=${pick(round).slice(5, 6)}&limit=50`],
    ['search, 2 characters', (round) => `search=${pick(round).slice(5, 7)}&limit=50`],
    ['search, 4 characters', (round) => `search=${encodeURIComponent(pick(round).slice(4, 8))}&limit=50`],
    ['search, full number', (round) => `search=${encodeURIComponent(pick(round))}&limit=50`],
  ];
  const figures: AdminPageFigures = {};
  for (const [label, query] of kinds) {
    const samples: number[] = [];
    for (let round = 0; round < 30; round += 1) {
      const started = performance.now();
      const response = await admin.get(`/api/admin/article-numbers?${query(round)}`);
      if (response.status !== 200) throw new Error(`${label} answered ${response.status}`);
      await response.arrayBuffer();
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    figures[label] = {
      medianMs: samples[Math.floor(samples.length / 2)] ?? 0,
      maxMs: samples.at(-1) ?? 0,
    };
  }
  return figures;
}

import { createWriteStream, mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ArticleNumberJob } from '../../common/api/article-number-jobs';
import { startServer } from '../../server/start';
import { ApiClient } from '../api/support/api-server';
import { openLoop, type LoadResult } from './load';
import { sqliteCliImports } from './references';

export interface HeavyRun {
  seconds: number;
  peakRssMb: number;
  reads: LoadResult;
}

export interface ImportFigures {
  rows: number;
  cli: { emptySeconds: number; replaceSeconds: number };
  empty: HeavyRun;
  replace: HeavyRun;
  export: HeavyRun;
}

async function writeCsv(file: string, numbers: readonly string[], rows: number, categories: number) {
  const out = createWriteStream(file);
  out.write('article_number,category\n');
  let written = 0;
  for (let i = 0; written < rows; i += 1) {
    const number = numbers[i % numbers.length] ?? `SKU-${i}`;
    const extra = i >= numbers.length ? Math.floor(i / numbers.length) : 0;
    if (!out.write(`${number},Category ${((i + extra) % categories) + 1}\n`)) {
      await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
    written += 1;
  }
  await new Promise<void>((resolve) => out.end(() => resolve()));
}

/** Runs `work` while kiosks read at 20 requests/s and the process's memory is sampled. */
async function underLoad(
  base: string,
  numbers: readonly string[],
  work: () => Promise<void>,
): Promise<HeavyRun> {
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 100);
  const started = performance.now();
  const done = work();
  const reads = openLoop(
    base,
    (round) =>
      round % 2 === 0
        ? `/api/article/${encodeURIComponent(numbers[(round * 7919) % numbers.length] ?? '')}`
        : `/api/search/article-numbers?q=${encodeURIComponent((numbers[(round * 104729) % numbers.length] ?? '').slice(4, 8))}`,
    20,
    done,
  );
  await done;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return { seconds, peakRssMb: peakRss / 1024 / 1024, reads: await reads };
}

async function importThroughJob(admin: ApiClient, csvFile: string): Promise<void> {
  const form = new FormData();
  form.append('file', await openAsBlob(csvFile, { type: 'text/csv' }), 'catalogue.csv');
  const started = await admin.request('POST', '/api/admin/article-numbers/jobs/import', { body: form });
  if (started.status !== 202) throw new Error(`import answered ${started.status}: ${await started.text()}`);
  for (;;) {
    const job = await admin.getJson<ArticleNumberJob>('/api/admin/article-numbers/jobs/import');
    if (job.state === 'succeeded') return;
    if (job.state !== 'running') throw new Error(`import ended ${job.state}: ${job.error?.message ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The CSV import into an empty library, the same import replacing it, and the export, each timed. */
export async function benchImports(
  numbers: readonly string[],
  rows: number,
  categories: number,
): Promise<ImportFigures> {
  const dir = mkdtempSync(path.join(tmpdir(), 'library-bench-import-'));
  const csvFile = path.join(dir, 'catalogue.csv');
  try {
    await writeCsv(csvFile, numbers, rows, categories);
    const cli = sqliteCliImports(path.join(dir, 'cli.db'), csvFile);
    const server = await startServer({ dataDir: path.join(dir, 'data'), port: 0, demo: false });
    try {
      const admin = await new ApiClient(server.url).registerAdmin();
      const empty = await underLoad(server.url, numbers, () => importThroughJob(admin, csvFile));
      const replace = await underLoad(server.url, numbers, () => importThroughJob(admin, csvFile));
      const exported = await underLoad(server.url, numbers, async () => {
        const response = await admin.get('/api/admin/article-numbers/export');
        const reader = response.body?.getReader();
        while (reader && !(await reader.read()).done);
      });
      return { rows, cli, empty, replace, export: exported };
    } finally {
      await server.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

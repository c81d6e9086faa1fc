/**
 * `npm run bench`: fills a temporary library with 1,000,000 article-number records (BENCH_ROWS to
 * change) and prints how long the autocomplete search and the article lookup take, the public
 * read throughput against an Express hello-world, and the CSV import (empty and replacing) and
 * export against the sqlite3 shell, with public reads running meanwhile; all references are
 * measured in the same run. Figures only, no assertions; the table is also saved as JSON under
 * bench-results/.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { closeDatabase, openDatabase, sqliteOf } from '../../server/db/client';
import { preparePublicReads } from '../../server/db/raw/public-reads';
import { startServer } from '../../server/start';
import { benchAdminPages } from './admin-pages';
import { printPercentiles, timeAsync, timeSync } from './bench-helpers';
import { benchColdStart } from './cold-start';
import { benchFleet } from './fleet';
import { benchImports, type ImportFigures } from './import-bench';
import { benchLibraryFleet } from './library-fleet';
import { closedLoop, type LoadResult } from './load';
import { startHelloWorld } from './references';
import { benchRevisionHistory } from './revision-history';

const RECORDS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const CATEGORIES = 50;
const ROUNDS = 2_000;
const HTTP_ROUNDS = 1_000;

const PREFIXES = ['AVN', 'KCH', 'PWT', 'NET', 'GRD', 'ACC', 'LMP', 'BTH'];

/** The i-th article number: a family prefix, a series letter and a number, like `AVN-R110`. */
function articleNumber(i: number): string {
  const prefix = PREFIXES[i % PREFIXES.length] ?? 'SKU';
  const series = String.fromCharCode(65 + ((i >> 3) % 26));
  return `${prefix}-${series}${String(Math.floor(i / 208)).padStart(5, '0')}-${i % 7}`;
}

function fill(file: string): string[] {
  const db = openDatabase(file);
  const sqlite = sqliteOf(db);
  const started = performance.now();
  const numbers: string[] = [];
  sqlite.transaction(() => {
    const category = sqlite.prepare('INSERT INTO categories (name) VALUES (?)');
    for (let c = 1; c <= CATEGORIES; c += 1) category.run(`Category ${c}`);
    const instruction = sqlite.prepare(
      `INSERT INTO instructions (instruction_number, title, type, category_id, is_universal, exclude_patterns)
       VALUES (?, ?, 'user_manual', ?, ?, ?)`,
    );
    for (let c = 1; c <= CATEGORIES; c += 1) {
      for (let k = 0; k < 3; k += 1)
        instruction.run(`INS-${c}-${k}`, `Instruction ${k} of category ${c}`, c, 0, '[]');
    }
    instruction.run('INS-U1', 'Safety', null, 1, '["-6"]');
    const insert = sqlite.prepare(
      'INSERT INTO article_numbers (number, number_key, category_id) VALUES (?, ?, ?)',
    );
    // Every tenth number is linked to a second category, as real catalogues do.
    let records = 0;
    for (let i = 0; records < RECORDS; i += 1) {
      const number = articleNumber(i);
      numbers.push(number);
      insert.run(number, number.toLowerCase(), (i % CATEGORIES) + 1);
      records += 1;
      if (i % 10 === 0 && records < RECORDS) {
        insert.run(number, number.toLowerCase(), ((i + 1) % CATEGORIES) + 1);
        records += 1;
      }
    }
  })();
  // As a CSV import leaves it: the trigram index merged into one segment.
  sqlite.exec("INSERT INTO article_number_search (article_number_search) VALUES ('optimize')");
  console.log(
    `filled ${RECORDS.toLocaleString('en')} records (${numbers.length.toLocaleString('en')} distinct numbers) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  closeDatabase(db);
  return numbers;
}

const figures: Record<string, unknown> = {};

function summary(label: string, samples: number[]): void {
  figures[label] = printPercentiles(label, samples, { unit: 'µs', labelWidth: 44 });
}

const loadLine = (label: string, load: LoadResult) =>
  console.log(
    `${label.padEnd(44)} ${load.perSecond.toFixed(0).padStart(6)} req/s   p50 ${load.p50Ms.toFixed(1)} ms   p99 ${load.p99Ms.toFixed(1)} ms   failures ${load.failures}`,
  );

function printImports(result: ImportFigures): void {
  const row = (label: string, ours: number, reference: number) =>
    console.log(
      `${label.padEnd(34)} ours ${ours.toFixed(1).padStart(6)} s   sqlite3 CLI ${reference.toFixed(1).padStart(6)} s   ratio ${(ours / reference).toFixed(2)}×`,
    );
  console.log(`\nCSV import and export, ${result.rows.toLocaleString('en')} rows (same run):`);
  console.log(
    'the sqlite3 CLI twin does the same work: table with its unique index, trigram FTS table and the 1-2 character pieces table',
  );
  row('import into an empty library', result.empty.seconds, result.cli.emptySeconds);
  row('import replacing every row', result.replace.seconds, result.cli.replaceSeconds);
  console.log(`${'export'.padEnd(34)} ours ${result.export.seconds.toFixed(1).padStart(6)} s`);
  for (const [label, run] of [
    ['during the empty import', result.empty],
    ['during the replacing import', result.replace],
    ['during the export', result.export],
  ] as const) {
    loadLine(`public reads at 20/s ${label}`, run.reads);
    console.log(
      `${''.padEnd(44)} peak RSS of the bench process (server, worker and client) ${run.peakRssMb.toFixed(0)} MB`,
    );
  }
}

const pick = (numbers: readonly string[], round: number) => numbers[(round * 7919) % numbers.length] ?? '';

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'library-bench-'));
  try {
    const numbers = fill(path.join(dataDir, 'library.db'));

    const db = openDatabase(path.join(dataDir, 'library.db'));
    const reads = preparePublicReads(db);
    const key = (round: number) => pick(numbers, round).toLowerCase();
    console.log('\nsearch, in process (GET /api/search/article-numbers without HTTP):');
    summary(
      '1 character',
      timeSync((round) => reads.suggestions(key(round).slice(0, 1)), ROUNDS),
    );
    summary(
      '2 characters (prefix)',
      timeSync((round) => reads.suggestions(key(round).slice(0, 2)), ROUNDS),
    );
    summary(
      '2 characters (inside the number)',
      timeSync((round) => reads.suggestions(key(round).slice(5, 7)), ROUNDS),
    );
    summary(
      '2 characters, no match',
      timeSync(() => reads.suggestions('zq'), ROUNDS),
    );
    summary(
      '3 characters (inside the number)',
      timeSync((round) => reads.suggestions(key(round).slice(4, 7)), ROUNDS),
    );
    summary(
      '6 characters (inside the number)',
      timeSync((round) => reads.suggestions(key(round).slice(4, 10)), ROUNDS),
    );
    summary(
      '5 characters (inside the number)',
      timeSync((round) => reads.suggestions(key(round).slice(5, 10)), ROUNDS),
    );
    summary(
      '8 characters (inside the number)',
      timeSync((round) => reads.suggestions(key(round).slice(2, 10)), ROUNDS),
    );
    summary(
      'full number',
      timeSync((round) => reads.suggestions(key(round)), ROUNDS),
    );
    summary(
      'full number not in the library',
      timeSync((round) => reads.suggestions(`${key(round)}x`), ROUNDS),
    );
    summary(
      'no match, 5 characters',
      timeSync(() => reads.suggestions('qqqqq'), ROUNDS),
    );
    closeDatabase(db);

    const server = await startServer({ dataDir, port: 0, demo: false });
    try {
      const hello = await startHelloWorld();
      const helloLoad = await closedLoop(hello.url, () => '/hello', 50, 5);
      await hello.close();
      const articleLoad = await closedLoop(
        server.url,
        (round) => `/api/article/${encodeURIComponent(pick(numbers, round))}`,
        50,
        5,
      );
      figures.throughput = {
        helloWorld: helloLoad,
        article: articleLoad,
        ratio: articleLoad.perSecond / helloLoad.perSecond,
      };
      console.log('\nthroughput, 50 connections for 5 s each (same run):');
      loadLine('Express 5 hello-world, 1 KB JSON', helloLoad);
      loadLine('GET /api/article/{n}', articleLoad);
      console.log(
        `${'ratio article / hello-world'.padEnd(44)} ${(articleLoad.perSecond / helloLoad.perSecond).toFixed(2)}×`,
      );

      console.log(`\nover HTTP, one request at a time (${server.url}):`);
      const get = async (pathname: string) => {
        const response = await fetch(`${server.url}${pathname}`);
        await response.arrayBuffer();
      };
      await timeAsync((round) => get(`/api/article/${encodeURIComponent(pick(numbers, round))}`), 100);
      summary(
        'GET /api/article/{n}',
        await timeAsync(
          (round) => get(`/api/article/${encodeURIComponent(pick(numbers, round))}`),
          HTTP_ROUNDS,
        ),
      );
      summary(
        'GET /api/article/{unknown} (404)',
        await timeAsync((round) => get(`/api/article/NOPE-${round}`), HTTP_ROUNDS),
      );
      summary(
        'GET /api/search/article-numbers?q= (3+ characters)',
        await timeAsync(
          (round) => get(`/api/search/article-numbers?q=${encodeURIComponent(key(round).slice(4, 8))}`),
          HTTP_ROUNDS,
        ),
      );
      summary(
        'GET /api/search/article-numbers?q= (1 character)',
        await timeAsync(
          (round) => get(`/api/search/article-numbers?q=${key(round).slice(0, 1)}`),
          HTTP_ROUNDS,
        ),
      );
      const adminPages = await benchAdminPages(server.url, numbers);
      figures.adminPages = adminPages;
      console.log(
        `\nadmin Article Numbers page over HTTP, ${RECORDS.toLocaleString('en')} records (30 requests each):`,
      );
      for (const [label, { medianMs, maxMs }] of Object.entries(adminPages)) {
        console.log(
          `${label.padEnd(44)} median ${medianMs.toFixed(1).padStart(7)} ms   max ${maxMs.toFixed(1).padStart(7)} ms`,
        );
      }
    } finally {
      await server.close();
    }
    const coldStart = await benchColdStart(dataDir, pick(numbers, 1));
    figures.coldStart = coldStart ?? 'not measured: dist-electron/cli.js missing (npm run build)';
    console.log(
      "\n`npm start` (node dist-electron/cli.js, the desktop app's server bundle) on this library:",
    );
    console.log(
      coldStart
        ? `${'cold start to first article answered'.padEnd(44)} ${coldStart.firstAnswerSeconds.toFixed(2)} s   RSS ${coldStart.rssMb.toFixed(0)} MB   SIGTERM to exit ${coldStart.stopSeconds.toFixed(2)} s (code ${coldStart.exitCode})`
        : 'not measured: dist-electron/cli.js is missing, run `npm run build` first',
    );
    const imports = await benchImports(numbers, RECORDS, CATEGORIES);
    figures.imports = imports;
    printImports(imports);
    figures.revisionHistory = await benchRevisionHistory();
    console.log('\nhub with 1,000 kiosks, each reporting a day of 10,000 lookups (issue 30):');
    figures.fleet = await benchFleet();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const resultsDir = path.resolve(import.meta.dirname, '../../bench-results');
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `bench-${new Date().toISOString().replaceAll(':', '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), rows: RECORDS, note: 'measured on a shared machine', figures }, null, 2)}\n`,
  );
  console.log(`\nsaved ${path.relative(process.cwd(), file)}`);
}

await main();

// Public reads under load with answers of 33 and 4 instructions, against the references (issue 32).
await import('./public-throughput');

// Scan-to-screen on the kiosk in Chromium (issue 32).
await import('./scan-to-screen');

// The kiosk's first load on the wire, in Chromium (issue 32).
await import('./first-load');

// Word search and missed-lookup counting (issue 12), on a library of its own.
await import('./word-search');

// Fair public search under abusive clients (issue 23), on libraries of its own.
await import('./search-fairness');

// PDF manuals (issue 27): upload and indexing time, RSS during a 100 MB upload, bundle growth.
await import('./documents');

// Library deltas (issue 29): delta bytes against the snapshot for a 1 % change, publish and apply times.
await import('./library-deltas');

// A fleet of the 100 kiosks updating from one hub at once (issue 29), on a small library; the
// run at the library size is its own command (see the top of library-fleet.ts).
await benchLibraryFleet({ numbers: 20_000, instructions: 300, followers: 100, relayed: 30, processes: 2 });

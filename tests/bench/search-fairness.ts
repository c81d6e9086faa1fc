/**
 * Fair public search (issue 23): on BENCH_SEARCH_INSTRUCTIONS (default 3,000) instructions x 7
 * languages, finds the costliest query among hostile candidates (CPU per query, in process), then
 * over HTTP: one short-word search at a time, and other visitors' article lookups (20/s) while 4
 * clients repeat the worst queries back to back, with the per-client limit lifted (as if each came
 * from its own address) and with it on. Then the same single searches on ten 1 MB instructions.
 * Figures only, no assertions.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_SEARCH_CONFIG } from '../../server/config/config-defaults';
import { closeDatabase, openDatabase, sqliteOf, type Db } from '../../server/db/client';
import { prepareSearchQueries } from '../../server/db/raw/search-queries';
import { searchInstructions } from '../../server/services/instruction-search/search';
import { startServer } from '../../server/start';
import { largeContent } from '../fixtures/large-instructions';
import { cpuTimeSync, percentiles, printPercentiles, timeAsync } from './bench-helpers';
import { closedLoop, openLoop, type LoadResult } from './load';
import { fill, vocabularies } from './word-search-library';

const INSTRUCTIONS = Number(process.env.BENCH_SEARCH_INSTRUCTIONS ?? 3_000);
const ABUSE_SECONDS = Number(process.env.BENCH_ABUSE_SECONDS ?? 10);
const ABUSIVE_CLIENTS = 4;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const UNLIMITED = { ...DEFAULT_SEARCH_CONFIG, rateLimit: { limit: 1_000_000_000, windowMs: 10_000 } };

/** Queries an attacker would try: single letters, many short prefixes, long and repeated words. */
function hostileQueries(common: readonly string[]): string[] {
  const pairs = Array.from({ length: 10 }, (_, n) => `${LETTERS[n] ?? 'a'}${LETTERS[(n * 7) % 26] ?? 'a'}`);
  return [
    'a e i o u y s t n r',
    'a',
    'e',
    pairs.join(' '),
    pairs.slice(0, 5).join(' '),
    common.slice(0, 10).join(' '),
    common
      .slice(0, 10)
      .map((word) => word.slice(0, 3))
      .join(' '),
    common
      .slice(0, 10)
      .map((word) => word.slice(1, 4))
      .join(' '),
    `${common[0] ?? ''} `.repeat(40).slice(0, 200),
    'x'.repeat(200),
    '0 1 2 3 4 5 6 7 8 9',
    'ins 000',
  ];
}

/** Distinct variants of a query, so the cache cannot answer them: a two-letter start added. */
const variant = (query: string, round: number) =>
  `${query} ${LETTERS[round % 26] ?? 'a'}${LETTERS[Math.floor(round / 26) % 26] ?? 'a'}`;

function worstQueries(db: Db, candidates: readonly string[]): string[] {
  const queries = prepareSearchQueries(db);
  const costs = candidates.map((query) => {
    const samples = cpuTimeSync(() => searchInstructions(queries, query, 'en'), 5);
    return { query, cpuMs: percentiles(samples).medianUs / 1000 };
  });
  costs.sort((a, b) => b.cpuMs - a.cpuMs);
  console.log('search service, CPU per query (median of 5), costliest first:');
  for (const { query, cpuMs } of costs.slice(0, 6))
    console.log(`  ${JSON.stringify(query.slice(0, 48)).padEnd(52)} ${cpuMs.toFixed(1).padStart(8)} ms CPU`);
  return costs.slice(0, ABUSIVE_CLIENTS).map((cost) => cost.query);
}

const loadLine = (label: string, load: LoadResult) =>
  console.log(
    `${label.padEnd(60)} p50 ${load.p50Ms.toFixed(1).padStart(7)} ms   p95 ${load.p95Ms.toFixed(1).padStart(7)} ms   p99 ${load.p99Ms.toFixed(1).padStart(7)} ms   failures ${load.failures}`,
  );

async function status(url: string): Promise<number> {
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.status;
}

/** Other visitors' lookups at 20/s while ABUSIVE_CLIENTS clients each repeat one of `worst`. */
async function underAbuse(url: string, worst: readonly string[], numbers: readonly string[]) {
  const statuses = new Map<number, number>();
  const abuse = Promise.all(
    worst.map((query, client) =>
      closedLoop(
        url,
        (round) => {
          return `/api/search?q=${encodeURIComponent(variant(query, round * ABUSIVE_CLIENTS + client))}`;
        },
        1,
        ABUSE_SECONDS,
        (code) => statuses.set(code, (statuses.get(code) ?? 0) + 1),
      ),
    ),
  );
  const visitors = await openLoop(
    url,
    (round) => `/api/article/${encodeURIComponent(numbers[round % numbers.length] ?? '')}`,
    20,
    abuse,
  );
  return { visitors, searches: await abuse, statuses };
}

async function singleSearches(url: string, label: string, words: readonly string[]) {
  // The first search may wait for the worker thread to load.
  await status(`${url}/api/search?q=warm`);
  const samples = await timeAsync(
    (round) => status(`${url}/api/search?q=${encodeURIComponent(words[round % words.length] ?? '')}&lang=en`),
    words.length,
  );
  printPercentiles(label, samples, { unit: 'ms', labelWidth: 60 });
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'library-bench-fair-'));
  const bigDir = mkdtempSync(path.join(tmpdir(), 'library-bench-fair-big-'));
  try {
    const words = vocabularies();
    const db = openDatabase(path.join(dataDir, 'library.db'));
    fill(db, words, INSTRUCTIONS);
    const sqlite = sqliteOf(db);
    const numbers = Array.from({ length: 50 }, (_, n) => `BEN-${n}`);
    const link = sqlite.prepare(
      "INSERT INTO article_numbers (number, number_key, category_id) SELECT ?, ?, id FROM categories WHERE name = 'Bench'",
    );
    for (const number of numbers) link.run(number, number.toLowerCase());
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
    console.log(`\nfair public search, ${INSTRUCTIONS.toLocaleString('en')} instructions x 7 languages:`);
    const worst = worstQueries(db, hostileQueries(words.en.slice(0, 20)));
    closeDatabase(db);

    const shortWords = Array.from({ length: 60 }, (_, n) => (words.en[n] ?? 'ab').slice(0, 2 + (n % 2)));
    for (const [label, search] of [
      ['per-client limit lifted', UNLIMITED],
      ['per-client limit on (all clients on 127.0.0.1)', DEFAULT_SEARCH_CONFIG],
    ] as const) {
      const server = await startServer({ dataDir, port: 0, demo: false, search });
      try {
        if (search === UNLIMITED)
          await singleSearches(server.url, 'one short-word search at a time (HTTP, uncached)', shortWords);
        const { visitors, searches, statuses } = await underAbuse(server.url, worst, numbers);
        loadLine(`article lookups at 20/s, ${ABUSIVE_CLIENTS} abusive search clients, ${label}`, visitors);
        const answered = searches.reduce((sum, load) => sum + load.requests, 0);
        console.log(
          `${''.padEnd(60)} abusive searches ${answered} in ${ABUSE_SECONDS} s, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
        );
      } finally {
        await server.close();
      }
    }

    const big = openDatabase(path.join(bigDir, 'library.db'));
    const bigSql = sqliteOf(big);
    for (let n = 1; n <= 10; n += 1) {
      const id = bigSql
        .prepare(
          "INSERT INTO instructions (instruction_number, title, type, is_universal, exclude_patterns) VALUES (?, ?, 'user_manual', 1, '[]')",
        )
        .run(`INS-${n}`, `Manual ${n}`).lastInsertRowid;
      bigSql
        .prepare("INSERT INTO instruction_contents (instruction_id, language, content) VALUES (?, 'en', ?)")
        .run(id, largeContent(n, 1_000_000));
    }
    console.log('\nten 1 MB instructions:');
    const bigWorst = worstQueries(big, [
      'ka lo mi ne ru sa ti vo be da',
      'ka',
      'kalo mine rusa tivo beda',
      'a e i o u',
    ]);
    closeDatabase(big);
    const server = await startServer({ dataDir: bigDir, port: 0, demo: false, search: UNLIMITED });
    try {
      await singleSearches(
        server.url,
        'one short-word search at a time (HTTP, uncached)',
        Array.from(
          { length: 40 },
          (_, n) =>
            `${['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'ti', 'vo'][n % 8] ?? 'ka'}${LETTERS[Math.floor(n / 8)] ?? ''}`,
        ),
      );
      await singleSearches(
        server.url,
        'the costliest query (HTTP, uncached variants)',
        Array.from({ length: 20 }, (_, n) => variant(bigWorst[0] ?? '', n)),
      );
    } finally {
      await server.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(bigDir, { recursive: true, force: true });
  }
}

await main();

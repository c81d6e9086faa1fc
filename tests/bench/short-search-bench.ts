/**
 * Autocomplete latency for 1- and 2-character queries after a number-sorted import.
 * Run: npx tsx tests/bench/short-search-bench.ts [rows, default 1000000]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { closeDatabase, openDatabase, sqliteOf } from '../../server/db/client';
import { preparePublicReads } from '../../server/db/raw/public-reads';

const rows = Number(process.argv[2] ?? 1_000_000);
const QUERIES = 2_000;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789-';

const dir = mkdtempSync(path.join(tmpdir(), 'short-search-bench-'));
const db = openDatabase(path.join(dir, 'library.db'));
try {
  const sqlite = sqliteOf(db);
  sqlite.prepare("INSERT INTO categories (name) VALUES ('Bench')").run();
  const insert = sqlite.prepare(
    'INSERT INTO article_numbers (number, number_key, category_id) VALUES (?, ?, 1)',
  );
  const loadStarted = performance.now();
  // Number-sorted, like an export: key ids follow key order.
  sqlite.transaction(() => {
    for (let i = 0; i < rows; i += 1) {
      const number = `${String.fromCharCode(65 + Math.floor((i / rows) * 26))}${String(i).padStart(7, '0')}-R${i % 997}`;
      insert.run(number, number.toLowerCase());
    }
  })();
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const grams = sqlite.prepare('SELECT count(*) FROM article_number_grams').pluck().get() as number;

  const reads = preparePublicReads(db);
  const timings: number[] = [];
  let empty = 0;
  for (let i = 0; i < QUERIES; i += 1) {
    const first = ALPHABET[(i * 7) % ALPHABET.length] ?? 'a';
    const second = ALPHABET[(i * 13) % ALPHABET.length] ?? '1';
    const query = i % 3 === 0 ? first : `${first}${second}`;
    const started = performance.now();
    const found = reads.suggestions(query);
    timings.push(performance.now() - started);
    if (found.length === 0) empty += 1;
  }
  timings.sort((a, b) => a - b);
  const at = (q: number) =>
    (timings[Math.min(timings.length - 1, Math.floor(q * timings.length))] ?? 0).toFixed(3);
  console.log(`rows ${rows}, load ${loadSeconds.toFixed(1)} s, gram rows ${grams}`);
  console.log(
    `${QUERIES} short queries: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms, ${empty} empty answers`,
  );
} finally {
  closeDatabase(db);
  rmSync(dir, { recursive: true, force: true });
}

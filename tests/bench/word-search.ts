/**
 * Word search and missed-lookup counting (issue 12): fills a temporary library with BENCH_INSTRUCTIONS
 * (default 10,000) instructions in seven languages of about 2 kB Markdown each, through the same
 * triggers as every write, then prints the search's server time for one- to three-word queries and
 * what counting a miss adds to the public 404. Figures only, no assertions.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SUPPORTED_LANGUAGES, type Language } from '../../common/languages';
import { closeDatabase, openDatabase, sqliteOf } from '../../server/db/client';
import { prepareMissedLookups } from '../../server/db/missed-lookups';
import { prepareSearchQueries } from '../../server/db/raw/search-queries';
import { searchInstructions } from '../../server/services/instruction-search/search';
import { startServer } from '../../server/start';
import { cpuTimeSync, printPercentiles, random, timeAsync, timeSync } from './bench-helpers';
import { fill, vocabularies as makeVocabularies, zipf } from './word-search-library';

const INSTRUCTIONS = Number(process.env.BENCH_INSTRUCTIONS ?? 10_000);
const ROUNDS = 600;

const summary = (label: string, samples: number[]) =>
  printPercentiles(label, samples, { unit: 'ms', labelWidth: 60 });

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'library-bench-search-'));
  try {
    const vocabularies = makeVocabularies();
    const file = path.join(dataDir, 'library.db');
    const db = openDatabase(file);
    fill(db, vocabularies, INSTRUCTIONS);
    sqliteOf(db).pragma('wal_checkpoint(TRUNCATE)');
    console.log(`word search: library.db ${(statSync(file).size / 1024 / 1024).toFixed(0)} MB`);

    const queries = prepareSearchQueries(db);
    const pick = random(7);
    const language = (round: number) => SUPPORTED_LANGUAGES[round % SUPPORTED_LANGUAGES.length] ?? 'en';
    const common = (lang: Language) => vocabularies[lang][Math.floor(pick() * 20)] ?? '';
    const any = (lang: Language) => zipf(vocabularies[lang], pick);
    const part = (lang: Language) => {
      const word = vocabularies[lang][Math.floor(pick() * 500)] ?? '';
      return word.slice(1, 1 + Math.max(4, word.length - 2));
    };
    const cases: [string, (lang: Language) => string][] = [
      ['1 word, among the 20 most common', common],
      ['1 word, any', any],
      ['2 words', (lang) => `${any(lang)} ${any(lang)}`],
      ['3 words', (lang) => `${any(lang)} ${any(lang)} ${any(lang)}`],
      ['part of a word (trigram)', part],
    ];
    for (const [label, query] of cases) {
      summary(
        `search service: ${label}`,
        timeSync((round) => searchInstructions(queries, query(language(round)), language(round)), ROUNDS),
      );
    }
    // Wall time above counts waiting for a core when the machine is busy; CPU time does not.
    for (const [label, query] of cases) {
      summary(
        `search service, CPU time: ${label}`,
        cpuTimeSync((round) => searchInstructions(queries, query(language(round)), language(round)), ROUNDS),
      );
    }

    const missed = prepareMissedLookups(db, { maxEntries: 10_000, maxAgeDays: 180 });
    summary(
      'missed lookup: one count (upsert, new numbers)',
      timeSync((round) => missed.count('number', `BENCH-${round}`, 'en'), 5_000),
    );
    summary(
      'missed lookup: one count (upsert, repeated)',
      timeSync(() => missed.count('number', 'BENCH-1', 'de'), 5_000),
    );
    closeDatabase(db);

    const server = await startServer({ dataDir, port: 0, demo: false });
    try {
      const get = async (pathname: string) => {
        const response = await fetch(`${server.url}${pathname}`);
        await response.arrayBuffer();
      };
      await timeAsync((round) => get(`/api/search?q=${encodeURIComponent(any(language(round)))}`), 100);
      summary(
        'GET /api/search?q= (1-3 words, over HTTP)',
        await timeAsync((round) => {
          const lang = language(round);
          const words = Array.from({ length: 1 + (round % 3) }, () => any(lang)).join(' ');
          return get(`/api/search?q=${encodeURIComponent(words)}&lang=${lang}`);
        }, ROUNDS),
      );
      summary(
        'GET /api/article/{unknown} (404, miss counted)',
        await timeAsync((round) => get(`/api/article/NOPE-${round}?lang=en`), 1_000),
      );
    } finally {
      await server.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

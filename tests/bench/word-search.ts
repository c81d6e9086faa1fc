/**
 * Word search and missed-lookup counting (issue 12): fills a temporary library with BENCH_INSTRUCTIONS
 * (default 10,000) instructions in seven languages of about 2 kB Markdown each, through the same
 * triggers as every write, then prints the search's server time for one- to three-word queries and
 * what counting a miss adds to the public 404. Figures only, no assertions.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { SUPPORTED_LANGUAGES, type Language } from '../../common/languages';
import { closeDatabase, openDatabase, sqliteOf, type Db } from '../../server/db/client';
import { prepareMissedLookups } from '../../server/db/missed-lookups';
import { prepareSearchQueries } from '../../server/db/search-queries';
import { searchInstructions } from '../../server/services/instruction-search/search';
import { startServer } from '../../server/start';

const INSTRUCTIONS = Number(process.env.BENCH_INSTRUCTIONS ?? 10_000);
const CONTENT_BYTES = 2_000;
const VOCABULARY = 4_000;
const ROUNDS = 600;

/** Deterministic, so every run searches the same library. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES: Record<Language, string[]> = {
  en: ['ing', 'ter', 'con', 'pro', 'ble', 'ment', 'tion', 'ly', 'ex', 'ver', 'ish', 'ard', 'ock', 'ain'],
  de: ['ung', 'ein', 'ver', 'sch', 'keit', 'lich', 'ent', 'auf', 'stel', 'ge', 'be', 'räu', 'mer', 'kal'],
  nl: ['ing', 'ver', 'ont', 'heid', 'lijk', 'aan', 'sch', 'oor', 'be', 'ge', 'kel', 'zui', 'ger', 'te'],
  fr: ['tion', 'ment', 'é', 'con', 'dé', 'pré', 'ère', 'eau', 'ille', 'ou', 're', 'lan', 'ça', 'que'],
  it: ['zio', 'ne', 'men', 'to', 'ca', 'ri', 'co', 'lla', 'tà', 'pre', 'con', 'gli', 'ssa', 'ore'],
  da: ['ing', 'hed', 'lig', 'for', 'und', 'sk', 'ter', 'ø', 'æl', 'se', 'ma', 'kine', 'be', 'af'],
  es: ['ción', 'men', 'te', 'ra', 'do', 'es', 'ca', 'ñ', 'ri', 'lla', 'pre', 'con', 'ía', 'ar'],
};

function vocabulary(language: Language, next: () => number): string[] {
  const syllables = SYLLABLES[language];
  const words = new Set<string>();
  while (words.size < VOCABULARY) {
    const length = 2 + Math.floor(next() * 3);
    let word = '';
    for (let i = 0; i < length; i += 1) word += syllables[Math.floor(next() * syllables.length)];
    words.add(word);
  }
  return [...words];
}

/** Zipf-like: a few words are very common, most are rare, as in real manuals. */
const zipf = (words: readonly string[], next: () => number) =>
  words[Math.floor(words.length * next() ** 3)] ?? '';

function sentence(words: readonly string[], next: () => number, length: number): string {
  return Array.from({ length }, () => zipf(words, next)).join(' ');
}

function content(words: readonly string[], next: () => number): string {
  let text = `# ${sentence(words, next, 4)}\n\n`;
  while (text.length < CONTENT_BYTES) {
    const roll = next();
    if (roll < 0.1) text += `## ${sentence(words, next, 3)}\n\n`;
    else if (roll < 0.3)
      text += `- ${sentence(words, next, 6)}\n- **${sentence(words, next, 2)}** ${sentence(words, next, 5)}\n\n`;
    else if (roll < 0.35)
      text += `See [${sentence(words, next, 2)}](https://example.com/${zipf(words, next)}).\n\n`;
    else text += `${sentence(words, next, 12 + Math.floor(next() * 20))}.\n\n`;
  }
  return text;
}

function fill(db: Db, vocabularies: Record<Language, string[]>): void {
  const sqlite = sqliteOf(db);
  const next = random(42);
  const started = performance.now();
  const category = Number(
    sqlite.prepare("INSERT INTO categories (name) VALUES ('Bench')").run().lastInsertRowid,
  );
  const instruction = sqlite.prepare(
    `INSERT INTO instructions (instruction_number, title, type, category_id, is_universal, exclude_patterns)
     VALUES (?, ?, 'user_manual', ?, 0, '[]')`,
  );
  const contentRow = sqlite.prepare(
    'INSERT INTO instruction_contents (instruction_id, language, content) VALUES (?, ?, ?)',
  );
  const titleRow = sqlite.prepare(
    'INSERT INTO instruction_titles (instruction_id, language, title) VALUES (?, ?, ?)',
  );
  const batch = sqlite.transaction((from: number, to: number) => {
    for (let n = from; n < to; n += 1) {
      const title = sentence(vocabularies.en, next, 3);
      const id = Number(
        instruction.run(`INS-${String(n + 1).padStart(6, '0')}`, title, category).lastInsertRowid,
      );
      for (const language of SUPPORTED_LANGUAGES) {
        contentRow.run(id, language, content(vocabularies[language], next));
        if (language !== 'en') titleRow.run(id, language, sentence(vocabularies[language], next, 3));
      }
    }
  });
  for (let from = 0; from < INSTRUCTIONS; from += 500) batch(from, Math.min(INSTRUCTIONS, from + 500));
  console.log(
    `word search: filled ${INSTRUCTIONS.toLocaleString('en')} instructions x ${SUPPORTED_LANGUAGES.length} languages (~${CONTENT_BYTES} B each) through the index triggers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

function summary(label: string, samples: number[]): void {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
  const ms = (value: number) => (value / 1000).toFixed(2).padStart(7);
  console.log(
    `${label.padEnd(52)} median ${ms(at(0.5))} ms   p95 ${ms(at(0.95))} ms   p99 ${ms(at(0.99))} ms`,
  );
}

function timeSync(run: (round: number) => unknown, rounds: number): number[] {
  const samples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    run(round);
    samples.push((performance.now() - started) * 1000);
  }
  return samples;
}

async function timeAsync(run: (round: number) => Promise<unknown>, rounds: number): Promise<number[]> {
  const samples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    await run(round);
    samples.push((performance.now() - started) * 1000);
  }
  return samples;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'library-bench-search-'));
  try {
    const vocabularies = Object.fromEntries(
      SUPPORTED_LANGUAGES.map((language, index) => [language, vocabulary(language, random(index + 1))]),
    ) as Record<Language, string[]>;
    const file = path.join(dataDir, 'library.db');
    const db = openDatabase(file);
    fill(db, vocabularies);
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

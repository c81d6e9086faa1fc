/**
 * The generated library the word-search bench measures: instructions in seven languages of about
 * 2 kB Markdown each, words drawn Zipf-like from a syllable vocabulary per language, written through
 * the same triggers as every write. Deterministic, so every run searches the same library.
 */
import { performance } from 'node:perf_hooks';
import { SUPPORTED_LANGUAGES, type Language } from '../../common/languages';
import { sqliteOf, type Db } from '../../server/db/client';
import { random } from './bench-helpers';

const CONTENT_BYTES = 2_000;
const VOCABULARY = 4_000;

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
    words.add(Array.from({ length }, () => syllables[Math.floor(next() * syllables.length)]).join(''));
  }
  return [...words];
}

/** Zipf-like: a few words are very common, most are rare, as in real manuals. */
export const zipf = (words: readonly string[], next: () => number) =>
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

export function fill(db: Db, vocabularies: Record<Language, string[]>, instructions: number): void {
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
  for (let from = 0; from < instructions; from += 500) batch(from, Math.min(instructions, from + 500));
  console.log(
    `word search: filled ${instructions.toLocaleString('en')} instructions x ${SUPPORTED_LANGUAGES.length} languages (~${CONTENT_BYTES} B each) through the index triggers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** One vocabulary per language, the same on every run. */
export function vocabularies(): Record<Language, string[]> {
  return Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language, index) => [language, vocabulary(language, random(index + 1))]),
  ) as Record<Language, string[]>;
}

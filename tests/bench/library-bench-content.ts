/**
 * The library the delta and fleet benches publish (issue 29): article numbers, 3,000 instructions
 * (by default) × 7 languages, and a change of 1 % of its rows between versions.
 */
import { sqliteOf, type Db } from '../../server/db/client';

export const LANGUAGES = ['en', 'de', 'fr', 'nl', 'it', 'da', 'es'] as const;
const CATEGORIES = 50;

export interface LibrarySize {
  numbers: number;
  instructions: number;
}

const text = (instruction: number, language: string, edit: number) =>
  `${language} manual ${instruction} (${edit}): ${'Loosen the four screws, lift the cover and clean the filter. '.repeat(8)}`;

export function fillLibrary(db: Db, size: LibrarySize): void {
  const sqlite = sqliteOf(db);
  sqlite.transaction(() => {
    const category = sqlite.prepare('INSERT INTO categories (name) VALUES (?)');
    for (let c = 1; c <= CATEGORIES; c += 1) category.run(`Category ${c}`);
    const number = sqlite.prepare(
      'INSERT INTO article_numbers (number, number_key, category_id) VALUES (?, ?, ?)',
    );
    for (let i = 0; i < size.numbers; i += 1) number.run(`BENCH-${i}`, `bench-${i}`, (i % CATEGORIES) + 1);
    const instruction = sqlite.prepare(
      'INSERT INTO instructions (instruction_number, title, category_id) VALUES (?, ?, ?)',
    );
    const content = sqlite.prepare(
      'INSERT INTO instruction_contents (instruction_id, language, content) VALUES (?, ?, ?)',
    );
    for (let i = 1; i <= size.instructions; i += 1) {
      const id = Number(instruction.run(`I-${i}`, `Manual ${i}`, (i % CATEGORIES) + 1).lastInsertRowid);
      for (const language of LANGUAGES) content.run(id, language, text(i, language, 0));
    }
  })();
}

/** Changes 1 % of the article numbers (renamed) and 1 % of the instruction texts. */
export function changeOnePercent(db: Db, size: LibrarySize, round: number): void {
  const sqlite = sqliteOf(db);
  sqlite.transaction(() => {
    const rename = sqlite.prepare('UPDATE article_numbers SET number = ?, number_key = ? WHERE id = ?');
    for (let i = round; i < size.numbers; i += 100)
      rename.run(`BENCH-${i}-R${round}`, `bench-${i}-r${round}`, i + 1);
    const edit = sqlite.prepare('UPDATE instruction_contents SET content = ? WHERE id = ?');
    const contents = size.instructions * LANGUAGES.length;
    for (let id = round + 1; id <= contents; id += 100) edit.run(text(id, 'xx', round), id);
  })();
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;

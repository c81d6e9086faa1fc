import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SUPPORTED_LANGUAGES } from '../../common/languages';
import { closeDatabase, openDatabase, sqliteOf } from '../../server/db/client';

/**
 * A data directory with `count` instructions in 20 categories: English sources, the other languages
 * in a repeating mix of up to date, outdated, title only and missing, so every filter finds rows.
 */
export function seedTranslationLibrary(count: number): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'library-translations-'));
  const db = openDatabase(path.join(dataDir, 'library.db'));
  const sqlite = sqliteOf(db);
  const older = '2026-01-01T00:00:00.000Z';
  const newer = '2026-03-01T00:00:00.000Z';
  sqlite.transaction(() => {
    const category = sqlite.prepare('INSERT INTO categories (name) VALUES (?)');
    for (let index = 1; index <= 20; index += 1) category.run(`Category ${String(index).padStart(2, '0')}`);
    const instruction = sqlite.prepare(
      `INSERT INTO instructions (instruction_number, title, type, category_id, source_language)
       VALUES (?, ?, 'user_manual', ?, 'en')`,
    );
    const content = sqlite.prepare(
      'INSERT INTO instruction_contents (instruction_id, language, content, updated_at, confirmed_at) VALUES (?, ?, ?, ?, ?)',
    );
    const title = sqlite.prepare(
      'INSERT INTO instruction_titles (instruction_id, language, title) VALUES (?, ?, ?)',
    );
    for (let index = 1; index <= count; index += 1) {
      const id = Number(
        instruction.run(
          `INS-${String(index).padStart(6, '0')}`,
          `Product guide ${String(index).padStart(5, '0')}`,
          (index % 20) + 1,
        ).lastInsertRowid,
      );
      content.run(id, 'en', `# Guide ${index}`, newer, newer);
      SUPPORTED_LANGUAGES.slice(1).forEach((language, offset) => {
        const kind = (index + offset) % 4;
        if (kind === 0) content.run(id, language, `# ${language} ${index}`, newer, newer);
        else if (kind === 1) content.run(id, language, `# ${language} ${index}`, older, older);
        else if (kind === 2) title.run(id, language, `${language} title ${index}`);
      });
    }
  })();
  closeDatabase(db);
  return dataDir;
}

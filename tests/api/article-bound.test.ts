import Database from 'better-sqlite3';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ARTICLE_INSTRUCTIONS, type ArticleView } from '../../common/api/article';
import { registerSqlFunctions } from '../../server/db/sql-functions';
import { startApiServer, type TestServer } from './support/api-server';

const LARGE = 450;
let server: TestServer;

/** A category with LARGE instructions and one with three, written as an import would, and a number for each. */
function fillLibrary(dataDir: string): void {
  const sqlite = new Database(path.join(dataDir, 'library.db'));
  try {
    registerSqlFunctions(sqlite);
    sqlite.transaction(() => {
      const category = sqlite.prepare('INSERT INTO categories (name) VALUES (?)');
      const large = Number(category.run('Spare parts').lastInsertRowid);
      const small = Number(category.run('Kettles').lastInsertRowid);
      const instruction = sqlite.prepare(
        `INSERT INTO instructions (instruction_number, title, type, category_id, is_universal, exclude_patterns)
         VALUES (?, ?, 'user_manual', ?, 0, '[]')`,
      );
      for (let n = 1; n <= LARGE; n += 1)
        instruction.run(`INS-${String(n).padStart(6, '0')}`, `Part ${String(n).padStart(4, '0')}`, large);
      for (const title of ['Kettle C', 'Kettle A', 'Kettle B']) instruction.run(`INS-${title}`, title, small);
      const number = sqlite.prepare(
        'INSERT INTO article_numbers (number, number_key, category_id) VALUES (?, ?, ?)',
      );
      number.run('SP-1', 'sp-1', large);
      number.run('KT-1', 'kt-1', small);
    })();
  } finally {
    sqlite.close();
  }
}

beforeAll(async () => {
  server = await startApiServer();
  fillLibrary(server.dataDir);
}, 60_000);

afterAll(async () => {
  await server.dispose();
});

describe('GET /api/article/{n} stays bounded however many instructions a category has', () => {
  it('lists the first instructions by title and says how many there are', async () => {
    const view = await server.client().getJson<ArticleView>('/api/article/SP-1');
    expect(view.instructions).toHaveLength(MAX_ARTICLE_INSTRUCTIONS);
    expect(view.totalInstructions).toBe(LARGE);
    expect(view.instructions[0]?.title).toBe('Part 0001');
    expect(view.instructions.at(-1)?.title).toBe(`Part ${String(MAX_ARTICLE_INSTRUCTIONS).padStart(4, '0')}`);
  });

  it('answers a normal article whole, as before', async () => {
    const view = await server.client().getJson<ArticleView>('/api/article/KT-1');
    expect(view.instructions.map((entry) => entry.title)).toEqual(['Kettle A', 'Kettle B', 'Kettle C']);
    expect(view.totalInstructions).toBe(3);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type Db } from '../../server/db/client';
import { listArticleNumbers } from '../../server/db/article-number-queries';
import { listCategories } from '../../server/db/categories';
import { users } from '../../server/db/schema';
import { importArticleNumbers } from '../../server/services/article-numbers/import';

let dir: string;
let db: Db;
let userId: number;

let files = 0;
/** An uploaded CSV as the import job gets it: a file on disk. */
const csv = (lines: string[]) => {
  const filePath = path.join(dir, `upload-${(files += 1)}`);
  writeFileSync(filePath, ['article_number,category', ...lines].join('\n'));
  return { path: filePath, originalName: 'numbers.csv' };
};

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'library-import-'));
  db = openDatabase(path.join(dir, 'library.db'));
  userId = db.insert(users).values({ username: 'admin', passwordHash: 'not-used-here' }).returning().get().id;
  await importArticleNumbers(db, userId, csv(['OLD-1,Ovens', 'OLD-2,Pumps']));
});

afterEach(() => {
  closeDatabase(db);
  rmSync(dir, { recursive: true, force: true });
});

describe('importArticleNumbers', () => {
  it('leaves the previous article numbers and categories intact when the database fails half-way', async () => {
    const before = listArticleNumbers(db);
    // A crash injected inside SQLite itself, on the third row of the new file.
    db.run(
      sql.raw(
        "CREATE TEMP TRIGGER crash_on_insert BEFORE INSERT ON article_numbers WHEN new.number = 'CRASH' BEGIN SELECT RAISE(ABORT, 'injected crash'); END",
      ),
    );
    await expect(
      importArticleNumbers(db, userId, csv(['NEW-1,Ovens', 'NEW-2,Brand New', 'CRASH,Ovens', 'NEW-3,Ovens'])),
    ).rejects.toThrow('injected crash');
    expect(listArticleNumbers(db)).toEqual(before);
    expect(listCategories(db).map((category) => category.name)).toEqual(['Ovens', 'Pumps']);
  });

  it('replaces the article numbers when nothing fails', async () => {
    const result = await importArticleNumbers(db, userId, csv(['NEW-1,ovens', 'NEW-2,Brand New']));
    expect(result.results).toEqual({
      created: 2,
      categoriesCreated: 1,
      newCategories: ['Brand New'],
      errors: [],
    });
    expect(listArticleNumbers(db).map((record) => record.number)).toEqual(['NEW-1', 'NEW-2']);
  });
});

import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { ArticleNumberRecord } from '../../common/api/article-numbers';
import { sqliteOf, type Db } from './client';
import { articleNumbers, categories } from './schema';

export interface ArticleNumberPair {
  number: string;
  numberKey: string;
  categoryId: number;
}

const recordColumns = {
  id: articleNumbers.id,
  number: articleNumbers.number,
  categoryId: articleNumbers.categoryId,
};

export function listArticleNumbers(db: Db): ArticleNumberRecord[] {
  return db
    .select(recordColumns)
    .from(articleNumbers)
    .orderBy(asc(articleNumbers.numberKey), asc(articleNumbers.number), asc(articleNumbers.categoryId))
    .all();
}

export function listArticleNumbersByKey(db: Db, numberKey: string): ArticleNumberRecord[] {
  return db.select(recordColumns).from(articleNumbers).where(eq(articleNumbers.numberKey, numberKey)).all();
}

export function countArticleNumbers(db: Db): number {
  return sqliteOf(db).prepare<[], { n: number }>('SELECT count(*) AS n FROM article_numbers').get()?.n ?? 0;
}

/** The export's rows one by one, in the admin list's order, without holding them all in memory. */
export function iterateArticleNumbersWithCategoryNames(
  db: Db,
): IterableIterator<{ number: string; category: string }> {
  return sqliteOf(db)
    .prepare<[], { number: string; category: string }>(
      `SELECT a.number AS number, c.name AS category
       FROM article_numbers a JOIN categories c ON c.id = a.category_id
       ORDER BY a.number_key, a.number, lower(c.name)`,
    )
    .iterate();
}

/** Who last changed a number, and when, as far as the activity log tells (for a conflict message). */
export function lastArticleNumberChange(
  db: Db,
  spelling: string,
): { username: string | null; at: string } | undefined {
  return sqliteOf(db)
    .prepare<[string], { username: string | null; at: string }>(
      `SELECT u.username AS username, a.created_at AS at FROM activities a LEFT JOIN users u ON u.id = a.user_id
       WHERE a.entity_type = 'article_number' AND instr(a.details, ?) > 0 ORDER BY a.id DESC LIMIT 1`,
    )
    .get(spelling);
}

export function existingCategoryIds(db: Db, ids: readonly number[]): Set<number> {
  if (ids.length === 0) return new Set();
  const rows = db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, [...ids]))
    .all();
  return new Set(rows.map((row) => row.id));
}

/** Inserts the pairs not yet linked; the answer holds only the rows really created. */
export function insertArticleNumberPairs(db: Db, pairs: readonly ArticleNumberPair[]): ArticleNumberRecord[] {
  // Prepared once per batch: an import can hold hundreds of thousands of rows.
  const insert = db
    .insert(articleNumbers)
    .values({
      number: sql.placeholder('number'),
      numberKey: sql.placeholder('numberKey'),
      categoryId: sql.placeholder('categoryId'),
    })
    .onConflictDoNothing()
    .returning(recordColumns)
    .prepare();
  return pairs.flatMap(({ number, numberKey, categoryId }) => insert.all({ number, numberKey, categoryId }));
}

/** The spelling a number key is stored with, so new links join the number admins already see. */
export function prepareSpellingLookup(db: Db): (numberKey: string) => string | undefined {
  const statement = db
    .select({ number: articleNumbers.number })
    .from(articleNumbers)
    .where(eq(articleNumbers.numberKey, sql.placeholder('numberKey')))
    .limit(1)
    .prepare();
  return (numberKey) => statement.get({ numberKey })?.number;
}

export function deleteArticleNumberById(db: Db, id: number): ArticleNumberRecord | undefined {
  return db.delete(articleNumbers).where(eq(articleNumbers.id, id)).returning(recordColumns).get();
}

/** Removes a number's links to every category not in `keepCategoryIds`; answers how many went. */
export function deleteArticleNumberLinksExcept(
  db: Db,
  numberKey: string,
  keepCategoryIds: readonly number[],
): number {
  const keep =
    keepCategoryIds.length > 0 ? notInArray(articleNumbers.categoryId, [...keepCategoryIds]) : undefined;
  return db
    .delete(articleNumbers)
    .where(and(eq(articleNumbers.numberKey, numberKey), keep))
    .run().changes;
}

export function deleteAllArticleNumbers(db: Db): number {
  return db.delete(articleNumbers).run().changes;
}

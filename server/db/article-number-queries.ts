import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { ArticleNumberRecord } from '../../common/api/article-numbers';
import type { Db } from './client';
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

/** Each (number, category) pair as a CSV line: the export's rows, ordered like the admin list. */
export function listArticleNumbersWithCategoryNames(db: Db): { number: string; category: string }[] {
  return db
    .select({ number: articleNumbers.number, category: categories.name })
    .from(articleNumbers)
    .innerJoin(categories, eq(categories.id, articleNumbers.categoryId))
    .orderBy(asc(articleNumbers.numberKey), asc(articleNumbers.number), asc(sql`lower(${categories.name})`))
    .all();
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

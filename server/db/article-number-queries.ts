import { and, asc, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { ArticleNumberRecord } from '../../common/api/article-numbers';
import type { Db } from './client';
import { activities, articleNumbers, categories, users } from './schema';

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
  return db.select({ n: count() }).from(articleNumbers).get()?.n ?? 0;
}

/** Who last changed a number, and when, as far as the activity log tells (for a conflict message). */
export function lastArticleNumberChange(
  db: Db,
  spelling: string,
): { username: string | null; at: string } | undefined {
  return db
    .select({ username: users.username, at: activities.createdAt })
    .from(activities)
    .leftJoin(users, eq(users.id, activities.userId))
    .where(
      and(eq(activities.entityType, 'article_number'), sql`instr(${activities.details}, ${spelling}) > 0`),
    )
    .orderBy(desc(activities.id))
    .limit(1)
    .get();
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

const prepareSpellingLookup = (db: Db) =>
  db
    .select({ number: articleNumbers.number })
    .from(articleNumbers)
    .where(eq(articleNumbers.numberKey, sql.placeholder('numberKey')))
    .limit(1)
    .prepare();

/** Prepared once per connection: every link an admin adds and every synced row asks. */
const spellingLookups = new WeakMap<Db, ReturnType<typeof prepareSpellingLookup>>();

/** The spelling a number key is stored with, so new links join the number admins already see. */
export function storedSpelling(db: Db, numberKey: string): string | undefined {
  let lookup = spellingLookups.get(db);
  if (!lookup) {
    lookup = prepareSpellingLookup(db);
    spellingLookups.set(db, lookup);
  }
  return lookup.get({ numberKey })?.number;
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

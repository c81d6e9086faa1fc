import { asc, eq } from 'drizzle-orm';
import type { Db } from './client';
import { articleNumberKeys, articleNumbers } from './schema';

/** The first numbers (as entered) linked to a category, in the article-number list's order. */
export function numbersOfCategory(db: Db, categoryId: number, limit: number): string[] {
  return db
    .selectDistinct({ number: articleNumbers.number, key: articleNumbers.numberKey })
    .from(articleNumbers)
    .where(eq(articleNumbers.categoryId, categoryId))
    .orderBy(asc(articleNumbers.numberKey))
    .limit(limit)
    .all()
    .map((row) => row.number);
}

/** The first numbers of the library, for a universal instruction that every number may get. */
export function firstArticleNumbers(db: Db, limit: number): string[] {
  return db
    .select({ number: articleNumberKeys.number })
    .from(articleNumberKeys)
    .orderBy(asc(articleNumberKeys.numberKey))
    .limit(limit)
    .all()
    .map((row) => row.number);
}

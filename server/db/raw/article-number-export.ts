// Raw SQL: the export streams a million rows one by one, and drizzle's builder has no iterator.
import { sqliteOf, type Db } from '../client';

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

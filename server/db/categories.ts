import { asc, count, eq, sql } from 'drizzle-orm';
import type { Category } from '../../common/api/categories';
import type { Db } from './client';
import { categories, instructions } from './schema';

export function listCategories(db: Db): Category[] {
  return db
    .select()
    .from(categories)
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id))
    .all();
}

export function findCategory(db: Db, id: number): Category | undefined {
  return db.select().from(categories).where(eq(categories.id, id)).get();
}

/** Names are unique ignoring case. */
export function findCategoryByName(db: Db, name: string): Category | undefined {
  return db
    .select()
    .from(categories)
    .where(eq(sql`lower(${categories.name})`, name.toLowerCase()))
    .get();
}

export function insertCategory(db: Db, name: string): Category {
  return db.insert(categories).values({ name }).returning().get();
}

export function renameCategory(db: Db, id: number, name: string): Category | undefined {
  return db.update(categories).set({ name }).where(eq(categories.id, id)).returning().get();
}

/** Its article-number links go with it (ON DELETE CASCADE). */
export function deleteCategory(db: Db, id: number): void {
  db.delete(categories).where(eq(categories.id, id)).run();
}

export function countInstructionsInCategory(db: Db, id: number): number {
  return db.select({ n: count() }).from(instructions).where(eq(instructions.categoryId, id)).get()?.n ?? 0;
}

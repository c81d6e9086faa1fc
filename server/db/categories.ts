import { asc, count, eq, sql } from 'drizzle-orm';
import type { Category } from '../../common/api/categories';
import { categoryNameKey } from '../domain/category-name-key';
import type { Db } from './client';
import type { LastChange } from './last-change';
import { categories, instructions, users } from './schema';

const categoryColumns = { id: categories.id, name: categories.name, revision: categories.revision };

export function listCategories(db: Db): Category[] {
  return db
    .select(categoryColumns)
    .from(categories)
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id))
    .all();
}

export function findCategory(db: Db, id: number): Category | undefined {
  return db.select(categoryColumns).from(categories).where(eq(categories.id, id)).get();
}

/** Names are unique ignoring case. */
export function findCategoryByName(db: Db, name: string): Category | undefined {
  return db
    .select(categoryColumns)
    .from(categories)
    .where(eq(categories.nameKey, categoryNameKey(name)))
    .get();
}

export function insertCategory(db: Db, name: string): Category {
  return db.insert(categories).values({ name }).returning(categoryColumns).get();
}

/** Renames and raises the revision, recording who changed it and when. */
export function renameCategory(db: Db, id: number, name: string, userId: number): Category | undefined {
  return db
    .update(categories)
    .set({
      name,
      revision: sql`${categories.revision} + 1`,
      updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
      updatedBy: userId,
    })
    .where(eq(categories.id, id))
    .returning(categoryColumns)
    .get();
}

export function lastCategoryChange(db: Db, id: number): LastChange | undefined {
  return db
    .select({ revision: categories.revision, changedAt: categories.updatedAt, changedBy: users.username })
    .from(categories)
    .leftJoin(users, eq(users.id, categories.updatedBy))
    .where(eq(categories.id, id))
    .get();
}

/** Its article-number links go with it (ON DELETE CASCADE). */
export function deleteCategory(db: Db, id: number): void {
  db.delete(categories).where(eq(categories.id, id)).run();
}

export function countInstructionsInCategory(db: Db, id: number): number {
  return db.select({ n: count() }).from(instructions).where(eq(instructions.categoryId, id)).get()?.n ?? 0;
}

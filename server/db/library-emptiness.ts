import { count } from 'drizzle-orm';
import type { Db } from './client';
import { categories, instructions, users } from './schema';

/** True for a library nobody has touched: no categories, no instructions and no users. */
export function isLibraryEmpty(db: Db): boolean {
  const total = (table: typeof categories | typeof instructions | typeof users) =>
    db.select({ n: count() }).from(table).get()?.n ?? 0;
  return total(categories) === 0 && total(instructions) === 0 && total(users) === 0;
}

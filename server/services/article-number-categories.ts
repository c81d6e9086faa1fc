import type { Db } from '../db/client';
import { insertCategory, listCategories } from '../db/categories';
import { logActivity } from './activity-log';

export interface CategoriesByName {
  /** Category id by lower-cased name. */
  idByName: Map<string, number>;
  created: number;
}

/**
 * Finds the categories an import names, ignoring case, and creates the missing ones. Runs inside
 * the caller's transaction so a failed import leaves no new categories behind.
 */
export function ensureCategoriesByName(db: Db, userId: number, names: readonly string[]): CategoriesByName {
  const idByName = new Map<string, number>();
  for (const category of listCategories(db)) {
    const key = category.name.toLowerCase();
    if (!idByName.has(key)) idByName.set(key, category.id);
  }
  let created = 0;
  for (const name of names) {
    const key = name.toLowerCase();
    if (idByName.has(key)) continue;
    const category = insertCategory(db, name);
    idByName.set(key, category.id);
    created += 1;
    logActivity(db, {
      userId,
      action: 'create',
      entityType: 'category',
      entityId: category.id,
      details: `Created category ${name} for imported article numbers`,
    });
  }
  return { idByName, created };
}

/** The id ensureCategoriesByName found or created for a name it was given. */
export function categoryIdOf(idByName: ReadonlyMap<string, number>, category: string): number {
  const id = idByName.get(category.toLowerCase());
  if (id === undefined) throw new Error(`Category ${category} was not resolved`);
  return id;
}

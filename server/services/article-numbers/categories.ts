import { categoryNameKey } from '../../domain/category-name-key';
import type { Db } from '../../db/client';
import { insertCategory, listCategories } from '../../db/categories';
import { logActivity } from '../activity-log';

export interface CategoriesByName {
  /** Category id by categoryNameKey(name). */
  idByName: Map<string, number>;
  created: number;
  /** The names of the categories created, in the order the import named them. */
  createdNames: string[];
}

/**
 * Finds the categories an import names, ignoring case, and creates the missing ones. Runs inside
 * the caller's transaction so a failed import leaves no new categories behind.
 */
export function ensureCategoriesByName(db: Db, userId: number, names: readonly string[]): CategoriesByName {
  const idByName = new Map<string, number>();
  for (const category of listCategories(db)) {
    const key = categoryNameKey(category.name);
    if (!idByName.has(key)) idByName.set(key, category.id);
  }
  const createdNames: string[] = [];
  for (const name of names) {
    const key = categoryNameKey(name);
    if (idByName.has(key)) continue;
    const category = insertCategory(db, name);
    idByName.set(key, category.id);
    createdNames.push(name);
    logActivity(db, {
      userId,
      action: 'create',
      entityType: 'category',
      entityId: category.id,
      detail: { kind: 'importCategoryCreated', values: { name } },
    });
  }
  return { idByName, created: createdNames.length, createdNames };
}

/** The id ensureCategoriesByName found or created for a name it was given. */
export function categoryIdOf(idByName: ReadonlyMap<string, number>, category: string): number {
  const id = idByName.get(categoryNameKey(category));
  if (id === undefined) throw new Error(`Category ${category} was not resolved`);
  return id;
}

import type { Category } from '../../common/api/categories';
import type { Db } from '../db/client';
import {
  countInstructionsInCategory,
  deleteCategory,
  findCategory,
  findCategoryByName,
  insertCategory,
  lastCategoryChange,
  renameCategory,
} from '../db/categories';
import { conflict, notFound } from '../errors';
import { logActivity } from './activity-log';
import { assertCurrentRevision } from './edit-conflicts';

function assertNameFree(db: Db, name: string, ownId?: number): void {
  const existing = findCategoryByName(db, name);
  if (existing && existing.id !== ownId)
    throw conflict(`A category named "${existing.name}" already exists`, 'CATEGORY_NAME_TAKEN', {
      name: existing.name,
    });
}

export function createCategory(db: Db, userId: number, name: string): Category {
  return db.transaction(() => {
    assertNameFree(db, name);
    const category = insertCategory(db, name);
    logActivity(db, {
      userId,
      action: 'create',
      entityType: 'category',
      entityId: category.id,
      detail: { kind: 'categoryCreated', values: { name } },
    });
    return category;
  });
}

export function updateCategory(
  db: Db,
  userId: number,
  id: number,
  name: string,
  baseRevision?: number,
): Category {
  return db.transaction(() => {
    const before = findCategory(db, id);
    const stored = lastCategoryChange(db, id);
    if (!before || !stored) throw notFound('Category not found', 'CATEGORY_NOT_FOUND');
    assertCurrentRevision('category', baseRevision, stored);
    assertNameFree(db, name, id);
    const category = renameCategory(db, id, name, userId) ?? before;
    logActivity(db, {
      userId,
      action: 'update',
      entityType: 'category',
      entityId: id,
      detail: { kind: 'categoryRenamed', values: { from: before.name, to: name } },
    });
    return category;
  });
}

export function removeCategory(db: Db, userId: number, id: number): void {
  db.transaction(() => {
    const category = findCategory(db, id);
    if (!category) throw notFound('Category not found', 'CATEGORY_NOT_FOUND');
    const inUse = countInstructionsInCategory(db, id);
    if (inUse > 0) {
      throw conflict(
        `Cannot delete category "${category.name}": ${inUse} ${inUse === 1 ? 'instruction still uses' : 'instructions still use'} it`,
        'CATEGORY_IN_USE',
        { name: category.name, count: inUse },
      );
    }
    deleteCategory(db, id);
    logActivity(db, {
      userId,
      action: 'delete',
      entityType: 'category',
      entityId: id,
      detail: { kind: 'categoryDeleted', values: { name: category.name } },
    });
  });
}

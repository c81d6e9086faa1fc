import type {
  ArticleNumberRecord,
  BulkArticleNumbersRequest,
  BulkArticleNumbersResult,
} from '../../../common/api/article-numbers';
import type { Db } from '../../db/client';
import {
  deleteArticleNumberById,
  deleteArticleNumberLinksExcept,
  existingCategoryIds,
  insertArticleNumberPairs,
  lastArticleNumberChange,
  listArticleNumbersByKey,
  storedSpelling,
} from '../../db/article-number-queries';
import { articleNumberRevision } from '../../domain/article-numbers/revision';
import { articleNumberKey } from '../../../common/article-number-rules';
import { badRequest, conflict, notFound, ruleFailed } from '../../errors';
import { logActivity } from '../activity-log';

const ENTITY = 'article_number';

function assertCategoriesExist(db: Db, categoryIds: readonly number[]): void {
  const known = existingCategoryIds(db, categoryIds);
  const unknown = categoryIds.find((id) => !known.has(id));
  if (unknown !== undefined) throw badRequest(`Category ${unknown} does not exist`, 'CATEGORY_UNKNOWN');
}

/**
 * A number to remove: only required, not held to the character rule, so a number stored before the
 * rule existed can still be removed by name.
 */
export function parseArticleNumberToRemove(raw: string | undefined): string {
  const number = raw?.trim() ?? '';
  if (number.length === 0) throw ruleFailed({ path: ['number'], rule: 'articleNumberRequired', params: {} });
  return number;
}

/** Links a number to categories; pairs that already exist are skipped, not doubled. */
export function createArticleNumberLinks(
  db: Db,
  userId: number,
  request: BulkArticleNumbersRequest,
): BulkArticleNumbersResult {
  const categoryIds = [...new Set(request.categoryIds)];
  return db.transaction(() => {
    assertCategoriesExist(db, categoryIds);
    const numberKey = articleNumberKey(request.number);
    const number = storedSpelling(db, numberKey) ?? request.number;
    const created = insertArticleNumberPairs(
      db,
      categoryIds.map((categoryId) => ({ number, numberKey, categoryId })),
    );
    logActivity(db, {
      userId,
      action: 'create',
      entityType: ENTITY,
      entityId: created[0]?.id ?? null,
      detail: { kind: 'articleNumberLinked', values: { number, categories: created.length } },
    });
    return { created, skipped: categoryIds.length - created.length };
  });
}

/**
 * Makes `categoryIds` the number's whole set of categories: links to other categories go, links
 * kept stay untouched (same ids), missing ones are created. An empty list removes the number.
 */
export function setArticleNumberCategories(
  db: Db,
  userId: number,
  number: string,
  requestedIds: readonly number[],
  baseRevision?: string,
): BulkArticleNumbersResult {
  const categoryIds = [...new Set(requestedIds)];
  const numberKey = articleNumberKey(number);
  return db.transaction(() => {
    if (baseRevision !== undefined) assertUnchangedSince(db, numberKey, number, baseRevision);
    assertCategoriesExist(db, categoryIds);
    const removed = deleteArticleNumberLinksExcept(db, numberKey, categoryIds);
    const spelling = listArticleNumbersByKey(db, numberKey)[0]?.number ?? number;
    const created = insertArticleNumberPairs(
      db,
      categoryIds.map((categoryId) => ({ number: spelling, numberKey, categoryId })),
    );
    logActivity(db, {
      userId,
      action: 'update',
      entityType: ENTITY,
      entityId: created[0]?.id ?? null,
      detail: {
        kind: 'articleNumberCategoriesSet',
        values: { number: spelling, categories: categoryIds.length, added: created.length, removed },
      },
    });
    return { created, skipped: categoryIds.length - created.length };
  });
}

/** A 409 naming who changed the number, and when, if it changed since the editor opened it. */
function assertUnchangedSince(db: Db, numberKey: string, number: string, baseRevision: string): void {
  const links = listArticleNumbersByKey(db, numberKey);
  if (articleNumberRevision(links.map((link) => link.id)) === baseRevision) return;
  const spelling = links[0]?.number ?? number;
  const last = lastArticleNumberChange(db, spelling);
  const by = last ? ` by ${last.username ?? 'a deleted user'} at ${last.at}` : '';
  throw conflict(
    `${spelling} was changed${by} after you opened it; reload to see its categories and try again`,
    'EDIT_CONFLICT',
  );
}

export function removeArticleNumberRecord(db: Db, userId: number, id: number): ArticleNumberRecord {
  return db.transaction(() => {
    const removed = deleteArticleNumberById(db, id);
    if (!removed) throw notFound('Article number record not found', 'ARTICLE_NUMBER_NOT_FOUND');
    logActivity(db, {
      userId,
      action: 'delete',
      entityType: ENTITY,
      entityId: id,
      detail: {
        kind: 'articleNumberUnlinked',
        values: { number: removed.number, categoryId: removed.categoryId },
      },
    });
    return removed;
  });
}

/** Removes the number from every category; answers how many links went. */
export function removeArticleNumber(db: Db, userId: number, number: string): number {
  return db.transaction(() => {
    const removed = deleteArticleNumberLinksExcept(db, articleNumberKey(number), []);
    if (removed === 0) throw notFound(`Article number ${number} not found`);
    logActivity(db, {
      userId,
      action: 'delete',
      entityType: ENTITY,
      detail: { kind: 'articleNumberRemoved', values: { number, links: removed } },
    });
    return removed;
  });
}

import { z } from 'zod';
import { MAX_ARTICLE_NUMBER_LENGTH } from '../limits';
import { ARTICLE_NUMBER_REQUIRED_MESSAGE } from './article';

export const CATEGORY_SELECTION_REQUIRED_MESSAGE = 'Please select at least one category';

const articleNumberSchema = z
  .string({ error: ARTICLE_NUMBER_REQUIRED_MESSAGE })
  .trim()
  .min(1, ARTICLE_NUMBER_REQUIRED_MESSAGE)
  .max(MAX_ARTICLE_NUMBER_LENGTH, `Article number must be at most ${MAX_ARTICLE_NUMBER_LENGTH} characters`);

const categoryIdsSchema = z.array(z.number().int().positive(), {
  error: 'categoryIds must be a list of category ids',
});

/** Body of POST /api/admin/article-numbers/bulk. */
export const bulkArticleNumbersSchema = z.object({
  number: articleNumberSchema,
  categoryIds: categoryIdsSchema.min(1, CATEGORY_SELECTION_REQUIRED_MESSAGE),
});

export type BulkArticleNumbersRequest = z.infer<typeof bulkArticleNumbersSchema>;

/**
 * Body of PUT /api/admin/article-numbers/sku/{number}: replaces the number's records in one
 * transaction (an empty list removes the number).
 */
export const setArticleNumberCategoriesSchema = z.object({
  categoryIds: categoryIdsSchema,
});

export type SetArticleNumberCategoriesRequest = z.infer<typeof setArticleNumberCategoriesSchema>;

/** One row of GET /api/admin/article-numbers: one (number, category) link. */
export interface ArticleNumberRecord {
  id: number;
  number: string;
  categoryId: number;
}

/** Answer of POST /api/admin/article-numbers/bulk and PUT .../sku/{number}. */
export interface BulkArticleNumbersResult {
  created: ArticleNumberRecord[];
  skipped: number;
}

export interface ImportRowError {
  /** 1-based line number in the file, the header being line 1. */
  line: number;
  message: string;
}

/** Answer of POST /api/admin/article-numbers/import. */
export interface ImportResult {
  message: string;
  results: {
    created: number;
    categoriesCreated: number;
    errors: ImportRowError[];
  };
}

/** Answer of POST /api/admin/article-numbers/sync-from-excel. */
export interface SyncResult {
  uniqueNewSKUs: number;
  totalCreated: number;
  totalSkipped: number;
}

import { z } from 'zod';
import { articleNumberIssue, normaliseArticleNumber } from '../article-number-rules';
import { MAX_ARTICLE_NUMBER_LENGTH, MAX_CATEGORY_IDS } from '../limits';
import { ruleText } from '../validation-rules';
import { requiredText, ruleIssue } from './validation-issues';

/** A number under the shared rule (common/article-number-rules.ts), answered in its stored form. */
const articleNumberSchema = requiredText('articleNumberRequired', (text) =>
  text.superRefine((value, ctx) => {
    // A blank number already failed articleNumberRequired.
    const issue = value.length > 0 ? articleNumberIssue(value) : undefined;
    if (issue) ctx.addIssue({ code: 'custom', ...ruleIssue(issue.kind, issue.values) });
  }),
)
  .transform(normaliseArticleNumber)
  .pipe(
    z
      .string()
      .max(
        MAX_ARTICLE_NUMBER_LENGTH,
        ruleText('tooLong', { max: MAX_ARTICLE_NUMBER_LENGTH }, 'Article number'),
      ),
  );

const categoryIdsSchema = z
  .array(z.number().int().positive(), { error: 'categoryIds must be a list of category ids' })
  .max(MAX_CATEGORY_IDS, `categoryIds may list at most ${MAX_CATEGORY_IDS} categories`);

/** Body of POST /api/admin/article-numbers/bulk. */
export const bulkArticleNumbersSchema = z.object({
  number: articleNumberSchema,
  categoryIds: categoryIdsSchema.refine((ids) => ids.length > 0, ruleIssue('categorySelection')),
});

export type BulkArticleNumbersRequest = z.infer<typeof bulkArticleNumbersSchema>;

/**
 * Body of PUT /api/admin/article-numbers/sku/{number}: replaces the number's records in one
 * transaction (an empty list removes the number).
 */
export const setArticleNumberCategoriesSchema = z.object({
  categoryIds: categoryIdsSchema,
  /**
   * The `revision` of the number as the editor saw it (from the paginated list): when the number
   * changed since, the answer is 409 EDIT_CONFLICT and nothing is saved. Left out, the PUT wins.
   */
  baseRevision: z.string({ error: 'baseRevision must be a string' }).max(10_000).optional(),
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

/** Why an import refused a line: a kind and the values a client words it with in its language. */
export type ImportRowProblem =
  | { kind: 'numberEmpty'; values: Record<string, never> }
  | { kind: 'numberCharacter'; values: { character: string } }
  | { kind: 'numberTooLong'; values: { max: number } }
  | { kind: 'categoryEmpty'; values: Record<string, never> }
  | { kind: 'categoryTooLong'; values: { max: number } }
  | { kind: 'duplicate'; values: { earlierLine: number } }
  | { kind: 'malformedQuotes'; values: Record<string, never> };

export interface ImportRowError {
  /** 1-based line number in the file, the header being line 1. */
  line: number;
  /** The reason in English, for clients that do not know `problem`. */
  message: string;
  problem: ImportRowProblem;
}

/** Answer of POST /api/admin/article-numbers/import. */
export interface ImportResult {
  message: string;
  results: {
    created: number;
    categoriesCreated: number;
    /** The names of the categories the import created. */
    newCategories: string[];
    /** Every refused line with its reason, in line order. */
    errors: ImportRowError[];
  };
}

/** Answer of POST /api/admin/article-numbers/sync-from-excel. */
export interface SyncResult {
  uniqueNewSKUs: number;
  totalCreated: number;
  totalSkipped: number;
}

/** Largest page GET /api/admin/article-numbers answers at once. */
const MAX_ARTICLE_NUMBER_PAGE_SIZE = 500;

/**
 * Query of the paginated GET /api/admin/article-numbers (any of these parameters asks for a page;
 * without them the call answers every record, as the spec's list call does).
 */
export const articleNumberPageQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(MAX_ARTICLE_NUMBER_LENGTH, `search must be at most ${MAX_ARTICLE_NUMBER_LENGTH} characters`)
    .default(''),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int()
    .min(0, 'offset must be 0 or more')
    .default(0),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1, 'limit must be at least 1')
    .max(MAX_ARTICLE_NUMBER_PAGE_SIZE, `limit must be at most ${MAX_ARTICLE_NUMBER_PAGE_SIZE}`)
    .default(50),
});

export type ArticleNumberPageQuery = z.infer<typeof articleNumberPageQuerySchema>;

/** One article number with every category it is linked to. */
export interface ArticleNumberGroup {
  number: string;
  categoryIds: number[];
  /** Changes whenever a link of this number is added or removed; sent back as `baseRevision`. */
  revision: string;
}

/** Answer of the paginated GET /api/admin/article-numbers: `total` counts every matching number. */
export interface ArticleNumberPage {
  items: ArticleNumberGroup[];
  total: number;
}

/** Answer of GET /api/admin/article-numbers/counts (the dashboard). */
export interface ArticleNumberCounts {
  /** Distinct article numbers. */
  articleNumbers: number;
  /** (number, category) links. */
  links: number;
  categories: number;
  instructions: number;
}

import { z } from 'zod';
import { MAX_ARTICLE_NUMBER_LENGTH } from '../limits';

/** A sheet is for a shelf, not a warehouse: a search printing more than this is cut and says so. */
export const MAX_LABELS = 240;

/** Query of GET /api/admin/labels: the given numbers, or every number containing `q`. */
export const labelsQuerySchema = z
  .object({
    number: z
      .union([z.string(), z.array(z.string())])
      .transform((value) => (Array.isArray(value) ? value : [value]))
      .pipe(
        z
          .array(z.string().trim().min(1).max(MAX_ARTICLE_NUMBER_LENGTH))
          .max(MAX_LABELS, `At most ${MAX_LABELS} numbers at once`),
      )
      .optional(),
    q: z.string().trim().max(MAX_ARTICLE_NUMBER_LENGTH).optional(),
  })
  .refine((query) => query.number !== undefined || query.q !== undefined, {
    message: 'Give article numbers (number=...) or a search (q=...)',
  });

export interface ArticleLabel {
  number: string;
  /** Names of the number's categories, alphabetically. */
  categories: string[];
}

/** Answer of GET /api/admin/labels. */
export interface ArticleLabels {
  labels: ArticleLabel[];
  /** More numbers matched the search than MAX_LABELS. */
  truncated: boolean;
}

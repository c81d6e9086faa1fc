import type { ImportResult, ImportRowError } from '../../common/api/article-numbers';
import type { Db } from '../db/client';
import { deleteAllArticleNumbers, insertArticleNumberPairs } from '../db/article-number-queries';
import { checkArticleNumberRows, type ArticleNumberRow } from '../domain/article-number-rows';
import { decodeCsvBytes, parseArticleNumberCsv } from '../domain/csv-parsing';
import { badRequest } from '../http-errors';
import { logActivity } from './activity-log';
import { categoryIdOf, ensureCategoriesByName } from './article-number-categories';
import { sanitiseMediaFilename } from './media-filename';

export interface UploadedCsv {
  originalname: string;
  buffer: Buffer;
}

/** The rows of an uploaded CSV and its bad lines; a file that cannot be read at all is a 400. */
export function readArticleNumberCsv(file: UploadedCsv): {
  rows: ArticleNumberRow[];
  errors: ImportRowError[];
} {
  if (!/\.csv$/i.test(file.originalname.trim())) throw badRequest('Please select a CSV file');
  const parsed = parseArticleNumberCsv(decodeCsvBytes(file.buffer));
  const checked = checkArticleNumberRows(parsed.rows);
  const errors = [...parsed.errors, ...checked.errors].sort((a, b) => a.line - b.line);
  if (checked.rows.length === 0) {
    const first = errors[0];
    throw badRequest(
      first
        ? `The file has no valid rows (line ${first.line}: ${first.message}); nothing was changed`
        : 'The file has no article number rows; nothing was changed',
    );
  }
  return { rows: checked.rows, errors };
}

/**
 * Replaces every article number with the file's rows in one transaction: whatever goes wrong on
 * the way, the previous article numbers stay as they were.
 */
export function importArticleNumbers(db: Db, userId: number, file: UploadedCsv): ImportResult {
  const { rows, errors } = readArticleNumberCsv(file);
  return db.transaction(() => {
    const categories = ensureCategoriesByName(db, userId, [...new Set(rows.map((row) => row.category))]);
    const removed = deleteAllArticleNumbers(db);
    const created = insertArticleNumberPairs(
      db,
      rows.map((row) => ({
        number: row.number,
        numberKey: row.numberKey,
        categoryId: categoryIdOf(categories.idByName, row.category),
      })),
    ).length;
    const message = `Imported ${created} article number ${created === 1 ? 'link' : 'links'} (${categories.created} new ${
      categories.created === 1 ? 'category' : 'categories'
    })`;
    logActivity(db, {
      userId,
      action: 'update',
      entityType: 'article_number',
      details: `${message} from ${sanitiseMediaFilename(file.originalname)}, replacing ${removed}; ${errors.length} rows refused`,
    });
    return { message, results: { created, categoriesCreated: categories.created, errors } };
  });
}

import type { ImportResult, ImportRowError } from '../../../common/api/article-numbers';
import { ImportStaging, replaceArticleNumbersWithStaged } from '../../db/raw/article-number-staging';
import type { Db } from '../../db/client';
import { checkArticleNumberRow } from '../../domain/article-numbers/rows';
import { importRowError } from '../../domain/import-row-problems';
import { countFileLines, streamArticleNumberCsv } from '../../domain/csv/stream';
import { badRequest } from '../../errors';
import type { JobHooks } from '../../workers/job-hooks';
import { NO_JOB_HOOKS } from '../../workers/job-hooks';
import { logActivity } from '../activity-log';
import { ensureCategoriesByName } from './categories';
import { sanitiseUploadedFilename } from '../../domain/uploaded-filename';

export interface UploadedCsvFile {
  /** Where the upload was streamed to. */
  path: string;
  originalName: string;
}

/** Lines between progress reports (and cancel checks) while the file is read. */
const READ_REPORT_EVERY = 10_000;

/**
 * Replaces every article number with the file's rows. The file is streamed into temporary tables
 * first (checked, duplicates found, counted), then written in one transaction: whatever goes wrong
 * on the way, or a cancel, the previous article numbers stay as they were. A file that cannot be
 * read at all, or has no valid row, is a 400 and changes nothing.
 */
export async function importArticleNumbers(
  db: Db,
  userId: number,
  file: UploadedCsvFile,
  hooks: JobHooks = NO_JOB_HOOKS,
): Promise<ImportResult> {
  if (!/\.csv$/i.test(file.originalName.trim()))
    throw badRequest('Please select a CSV file', 'IMPORT_NOT_CSV');
  const total = Math.max(0, (await countFileLines(file.path)) - 1);
  hooks.progress('reading', 0, total);
  const staging = new ImportStaging(db);
  try {
    const errors: ImportRowError[] = [];
    await streamArticleNumberCsv(file.path, {
      row: (raw) => {
        if (raw.line % READ_REPORT_EVERY === 0) {
          hooks.throwIfCancelled();
          hooks.progress('reading', raw.line - 1, total);
        }
        const checked = checkArticleNumberRow(raw);
        if (checked === null) return;
        if ('problem' in checked) {
          errors.push(importRowError(raw.line, checked.problem));
          return;
        }
        const earlier = staging.stage({ line: raw.line, ...checked });
        if (earlier !== undefined) {
          errors.push(importRowError(raw.line, { kind: 'duplicate', values: { earlierLine: earlier } }));
        }
      },
      badLine: (error) => errors.push(error),
    });
    staging.flush();
    if (staging.count === 0) throw noValidRows(errors);
    hooks.throwIfCancelled();
    const rows = staging.count;
    return db.transaction(
      () => {
        const categories = ensureCategoriesByName(db, userId, staging.categoryNames());
        const { removed, created } = replaceArticleNumbersWithStaged(db, categories.idByName, {
          written: (done) => {
            hooks.throwIfCancelled();
            hooks.progress('writing', done, rows);
          },
          indexing: () => hooks.progress('indexing', rows, rows),
        });
        const message = `Imported ${created} article number ${created === 1 ? 'link' : 'links'} (${categories.created} new ${
          categories.created === 1 ? 'category' : 'categories'
        })`;
        logActivity(db, {
          userId,
          action: 'update',
          entityType: 'article_number',
          detail: {
            kind: 'articleNumbersImported',
            values: {
              links: created,
              newCategories: categories.created,
              file: sanitiseUploadedFilename(file.originalName),
              replaced: removed,
              refused: errors.length,
            },
          },
        });
        hooks.throwIfCancelled();
        return {
          message,
          results: {
            created,
            categoriesCreated: categories.created,
            newCategories: categories.createdNames,
            errors,
          },
        };
      },
      { behavior: 'immediate' },
    );
  } finally {
    staging.drop();
  }
}

function noValidRows(errors: readonly ImportRowError[]) {
  const first = errors[0];
  if (!first)
    return badRequest('The file has no article number rows; nothing was changed', 'IMPORT_NO_VALID_ROWS');
  return badRequest(
    `The file has no valid rows (line ${first.line}: ${first.message}); nothing was changed`,
    'IMPORT_NO_VALID_ROWS',
    { ...first.problem.values, line: first.line, reason: first.problem.kind },
  );
}

import type { SyncResult } from '../../../common/api/article-numbers';
import type { Db } from '../../db/client';
import { insertArticleNumberPairs, storedSpelling } from '../../db/article-number-queries';
import { checkArticleNumberRows } from '../../domain/article-numbers/rows';
import { logActivity } from '../activity-log';
import { categoryIdOf, ensureCategoriesByName } from './categories';
import { readSyncFolder } from './sync-folder-reader';

/**
 * Adds the (number, category) pairs of the sync folder's files that are not linked yet, creating
 * missing categories. It never deletes: the folder adds to what admins entered by hand.
 * `uniqueNewSKUs` counts the numbers that had no link at all before.
 */
export async function syncArticleNumbersFromFolder(
  db: Db,
  userId: number,
  syncDir: string,
): Promise<SyncResult> {
  const files = await readSyncFolder(syncDir);
  // Checked file by file: line numbers and duplicates belong to one file; a pair repeated in two
  // files is simply skipped the second time.
  const rows = files.flatMap((file) => checkArticleNumberRows(file.rows).rows);
  return db.transaction(() => {
    const categories = ensureCategoriesByName(db, userId, [...new Set(rows.map((row) => row.category))]);
    const spelling = new Map<string, string>();
    const knownBefore = new Set<string>();
    for (const row of rows) {
      if (spelling.has(row.numberKey)) continue;
      const stored = storedSpelling(db, row.numberKey);
      if (stored !== undefined) knownBefore.add(row.numberKey);
      spelling.set(row.numberKey, stored ?? row.number);
    }
    const created = insertArticleNumberPairs(
      db,
      rows.map((row) => ({
        number: spelling.get(row.numberKey) ?? row.number,
        numberKey: row.numberKey,
        categoryId: categoryIdOf(categories.idByName, row.category),
      })),
    );
    const newKeys = new Set(rows.map((row) => row.numberKey).filter((key) => !knownBefore.has(key)));
    const result: SyncResult = {
      uniqueNewSKUs: newKeys.size,
      totalCreated: created.length,
      totalSkipped: rows.length - created.length,
    };
    logActivity(db, {
      userId,
      action: 'create',
      entityType: 'article_number',
      detail: {
        kind: 'articleNumbersSynced',
        values: {
          files: files.length,
          links: result.totalCreated,
          newNumbers: result.uniqueNewSKUs,
          skipped: result.totalSkipped,
        },
      },
    });
    return result;
  });
}

import { Router } from 'express';
import {
  bulkArticleNumbersSchema,
  setArticleNumberCategoriesSchema,
  type ArticleNumberRecord,
  type BulkArticleNumbersResult,
  type ImportResult,
  type SyncResult,
} from '../../common/api/article-numbers';
import { currentUserId } from '../auth/require-admin';
import type { AppContext } from '../context';
import { listArticleNumbers, listArticleNumbersWithCategoryNames } from '../db/article-number-queries';
import { formatArticleNumberCsv } from '../domain/csv-format';
import {
  createArticleNumberLinks,
  parseArticleNumberParam,
  removeArticleNumber,
  removeArticleNumberRecord,
  setArticleNumberCategories,
} from '../services/article-number-changes';
import { importArticleNumbers } from '../services/article-number-import';
import { syncArticleNumbersFromFolder } from '../services/article-number-sync';
import { parseId, parseWith } from '../validation';
import { requireUploadedFile, singleFileUpload } from './media-upload';

const CSV_FIELD = 'file';

/** /api/admin/article-numbers: the links between article numbers and categories, with CSV and sync. */
export function articleNumbersRouter({ db, config }: AppContext): Router {
  const router = Router();

  router.get('/admin/article-numbers', (_req, res) => {
    res.json(listArticleNumbers(db) satisfies ArticleNumberRecord[]);
  });

  router.post('/admin/article-numbers/bulk', (req, res) => {
    const request = parseWith(bulkArticleNumbersSchema, req.body);
    res
      .status(201)
      .json(createArticleNumberLinks(db, currentUserId(req), request) satisfies BulkArticleNumbersResult);
  });

  router.get('/admin/article-numbers/export', (_req, res) => {
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="article-numbers.csv"',
      'Cache-Control': 'no-store',
    });
    res.send(formatArticleNumberCsv(listArticleNumbersWithCategoryNames(db)));
  });

  router.post(
    '/admin/article-numbers/import',
    singleFileUpload(CSV_FIELD, config.importLimitBytes),
    (req, res) => {
      const file = requireUploadedFile(req, CSV_FIELD);
      res.json(importArticleNumbers(db, currentUserId(req), file) satisfies ImportResult);
    },
  );

  router.post('/admin/article-numbers/sync-from-excel', async (req, res) => {
    const result = await syncArticleNumbersFromFolder(db, currentUserId(req), config.syncDir);
    res.json(result satisfies SyncResult);
  });

  router.put('/admin/article-numbers/sku/:number', (req, res) => {
    const number = parseArticleNumberParam(req.params.number);
    const { categoryIds } = parseWith(setArticleNumberCategoriesSchema, req.body);
    res.json(
      setArticleNumberCategories(
        db,
        currentUserId(req),
        number,
        categoryIds,
      ) satisfies BulkArticleNumbersResult,
    );
  });

  router.delete('/admin/article-numbers/sku/:number', (req, res) => {
    const number = parseArticleNumberParam(req.params.number);
    const removed = removeArticleNumber(db, currentUserId(req), number);
    res.json({ message: `Removed ${number} from ${removed} ${removed === 1 ? 'category' : 'categories'}` });
  });

  router.delete('/admin/article-numbers/:id', (req, res) => {
    removeArticleNumberRecord(db, currentUserId(req), parseId(req.params.id, 'article number id'));
    res.json({ message: 'Article number deleted' });
  });

  return router;
}

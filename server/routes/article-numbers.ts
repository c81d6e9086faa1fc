import { Router, type Request } from 'express';
import {
  articleNumberPageQuerySchema,
  bulkArticleNumbersSchema,
  setArticleNumberCategoriesSchema,
  type ArticleNumberCounts,
  type ArticleNumberPage,
  type ArticleNumberRecord,
  type BulkArticleNumbersResult,
} from '../../common/api/article-numbers';
import { currentUserId } from '../auth/require-admin';
import type { AppContext } from '../context';
import { prepareAdminArticleNumberReads } from '../db/raw/article-number-pages';
import { listArticleNumbers } from '../db/article-number-queries';
import {
  createArticleNumberLinks,
  parseArticleNumberToRemove,
  removeArticleNumber,
  removeArticleNumberRecord,
  setArticleNumberCategories,
} from '../services/article-numbers/changes';
import { parseId, parseWith } from '../http/validation';

const PAGE_PARAMETERS = ['search', 'offset', 'limit'];

/** A number from a route parameter, held to the same rules as the number in a request body. */
const parseArticleNumberParam = (raw: string | undefined): string =>
  parseWith(bulkArticleNumbersSchema.shape.number, raw);

/** Whether a list call asks for a page; the spec's call without parameters gets every record. */
const asksForPage = (req: Request) => PAGE_PARAMETERS.some((name) => name in (req.query as object));

/** /api/admin/article-numbers: the links between article numbers and categories. */
export function articleNumbersRouter({ db }: AppContext): Router {
  const router = Router();
  const reads = prepareAdminArticleNumberReads(db);

  router.get('/admin/article-numbers', (req, res) => {
    if (!asksForPage(req)) {
      res.json(listArticleNumbers(db) satisfies ArticleNumberRecord[]);
      return;
    }
    res.json(reads.page(parseWith(articleNumberPageQuerySchema, req.query)) satisfies ArticleNumberPage);
  });

  router.get('/admin/article-numbers/counts', (_req, res) => {
    res.json(reads.counts() satisfies ArticleNumberCounts);
  });

  router.post('/admin/article-numbers/bulk', (req, res) => {
    const request = parseWith(bulkArticleNumbersSchema, req.body);
    res
      .status(201)
      .json(createArticleNumberLinks(db, currentUserId(req), request) satisfies BulkArticleNumbersResult);
  });

  router.put('/admin/article-numbers/sku/:number', (req, res) => {
    const number = parseArticleNumberParam(req.params.number);
    const { categoryIds, baseRevision } = parseWith(setArticleNumberCategoriesSchema, req.body);
    res.json(
      setArticleNumberCategories(
        db,
        currentUserId(req),
        number,
        categoryIds,
        baseRevision,
      ) satisfies BulkArticleNumbersResult,
    );
  });

  router.delete('/admin/article-numbers/sku/:number', (req, res) => {
    const number = parseArticleNumberToRemove(req.params.number);
    const removed = removeArticleNumber(db, currentUserId(req), number);
    res.json({ message: `Removed ${number} from ${removed} ${removed === 1 ? 'category' : 'categories'}` });
  });

  router.delete('/admin/article-numbers/:id', (req, res) => {
    removeArticleNumberRecord(db, currentUserId(req), parseId(req.params.id, 'article number id'));
    res.json({ message: 'Article number deleted' });
  });

  return router;
}

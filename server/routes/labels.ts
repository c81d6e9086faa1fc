import { Router } from 'express';
import { labelsQuerySchema, MAX_LABELS, type ArticleLabels } from '../../common/api/labels';
import type { AppContext } from '../context';
import { labelsByKeys, labelsMatching } from '../db/article-labels';
import { articleNumberKey } from '../../common/article-number-rules';
import { parseWith } from '../http/validation';

/** GET /api/admin/labels: what a sheet of shelf labels shows for each article number. */
export function labelsRouter({ db }: AppContext): Router {
  const router = Router();
  router.get('/admin/labels', (req, res) => {
    const query = parseWith(labelsQuerySchema, req.query);
    if (query.number) {
      const keys = [...new Set(query.number.map(articleNumberKey))];
      res.json({ labels: labelsByKeys(db, keys), truncated: false } satisfies ArticleLabels);
      return;
    }
    const found = labelsMatching(db, articleNumberKey(query.q ?? ''), MAX_LABELS + 1);
    res.json({
      labels: found.slice(0, MAX_LABELS),
      truncated: found.length > MAX_LABELS,
    } satisfies ArticleLabels);
  });
  return router;
}

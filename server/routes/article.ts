import express from 'express';
import type { ArticleNumberSuggestions, ArticleView } from '../../common/api/article';
import type { AppContext } from '../context';
import { preparePublicReads } from '../db/public-reads';
import { articleNumberKey } from '../../common/article-number-rules';
import { articleView } from '../services/article-view';

export function articleRouter({ db }: AppContext): express.Router {
  const router = express.Router();
  const reads = preparePublicReads(db);

  router.get('/article/:articleNumber', (req, res) => {
    res.json(articleView(reads, req.params.articleNumber) satisfies ArticleView);
  });

  router.get('/search/article-numbers', (req, res) => {
    const q = typeof req.query.q === 'string' ? req.query.q : '';
    res.json(reads.suggestions(articleNumberKey(q)) satisfies ArticleNumberSuggestions);
  });

  return router;
}

import express from 'express';
import type { ArticleNumberSuggestions, ArticleView } from '../../common/api/article';
import { isLanguage } from '../../common/languages';
import type { AppContext } from '../context';
import { prepareArticleLookup } from '../db/raw/article-lookup';
import type { MissedLookups } from '../db/missed-lookups';
import type { PublicReads } from '../db/raw/public-reads';
import { articleNumberKey } from '../../common/article-number-rules';
import { refuseQuietly } from '../http/error-handler';
import { HttpError } from '../errors';
import { articleView } from '../services/article-numbers/article-view';
import { missedNumberKey } from '../services/missed-lookup-keys';

export function articleRouter({ db }: AppContext, reads: PublicReads, missed: MissedLookups): express.Router {
  const router = express.Router();
  const lookup = prepareArticleLookup(db);

  router.get('/article/:articleNumber', (req, res) => {
    try {
      res.json(articleView(lookup, req.params.articleNumber) satisfies ArticleView);
    } catch (error) {
      const key = missedNumberKey(req.params.articleNumber);
      if (error instanceof HttpError && error.status === 404 && key !== undefined) {
        missed.count('number', key, isLanguage(req.query.lang) ? req.query.lang : undefined);
        refuseQuietly(res, error);
        return;
      }
      throw error;
    }
  });

  router.get('/search/article-numbers', (req, res) => {
    const q = typeof req.query.q === 'string' ? req.query.q : '';
    res.json(reads.suggestions(articleNumberKey(q)) satisfies ArticleNumberSuggestions);
  });

  return router;
}

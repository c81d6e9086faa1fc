import express from 'express';
import type { ArticleNumberSuggestions } from '../../common/api/article';
import { isLanguage } from '../../common/languages';
import type { ArticleLookup } from '../db/raw/article-lookup';
import type { MissedLookups } from '../db/missed-lookups';
import type { PublicReads } from '../db/raw/public-reads';
import { articleNumberKey } from '../../common/article-number-rules';
import type { AnswerCache } from '../http/answer-cache';
import { refuseQuietly } from '../http/error-handler';
import { HttpError } from '../errors';
import { articleAnswer } from '../services/article-numbers/article-view';
import type { VisitRecorder } from '../services/feedback/visit-recorder';
import { missedNumberKey } from '../services/missed-lookup-keys';
import { countArticleLookup } from './article-lookup-count';

export function articleRouter(
  lookup: ArticleLookup,
  reads: PublicReads,
  missed: MissedLookups,
  answers: AnswerCache,
  visits: VisitRecorder,
): express.Router {
  const router = express.Router();

  router.get('/article/:articleNumber', (req, res) => {
    const requested = req.params.articleNumber;
    try {
      answers.serve(req, res, `article:${articleNumberKey(requested)}`, () =>
        articleAnswer(lookup, requested),
      );
      countArticleLookup(visits, requested, req.query.lang, true);
    } catch (error) {
      const key = missedNumberKey(requested);
      if (error instanceof HttpError && error.status === 404 && key !== undefined) {
        missed.count('number', key, isLanguage(req.query.lang) ? req.query.lang : undefined);
        countArticleLookup(visits, requested, req.query.lang, false);
        refuseQuietly(res, error);
        return;
      }
      throw error;
    }
  });

  router.get('/search/article-numbers', (req, res) => {
    const key = articleNumberKey(typeof req.query.q === 'string' ? req.query.q : '');
    answers.serve(
      req,
      res,
      `suggestions:${key}`,
      () => reads.suggestions(key) satisfies ArticleNumberSuggestions,
    );
  });

  return router;
}

import express from 'express';
import { searchQuerySchema, type SearchAnswer } from '../../common/api/search';
import { articleNumberKey } from '../../common/article-number-rules';
import type { AppContext } from '../context';
import type { MissedLookups } from '../db/missed-lookups';
import { prepareSearchReads } from '../db/search-reads';
import { refuseQuietly } from '../http/error-handler';
import { HttpError } from '../errors';
import { parseWith } from '../http/validation';
import { searchRateLimit } from '../security/search-rate-limit';
import type { SearchOutcome } from '../services/instruction-search/search';
import { SearchCache } from '../services/instruction-search/search-cache';
import { missedWordsKey } from '../services/missed-lookup-keys';

export function searchRouter(
  { db, config, search, visits }: AppContext,
  missed: MissedLookups,
): express.Router {
  const router = express.Router();
  const reads = prepareSearchReads(db);
  const cache = new SearchCache(reads.contentStamp);

  router.get('/search', searchRateLimit(config.search), async (req, res) => {
    const { q, lang } = parseWith(searchQuerySchema, req.query);
    const article = q.trim() === '' ? undefined : reads.articleNumber(articleNumberKey(q));
    if (article !== undefined) {
      res.json({ query: q, language: lang, results: [], article } satisfies SearchAnswer);
      return;
    }
    const { outcome, kept } = cache.get(q, lang, () => search.search(q, lang));
    let found: SearchOutcome;
    try {
      found = await outcome;
    } catch (error) {
      // Busy or overrun: the everyday answer of a flooded search, logged once by the runner if at all.
      if (error instanceof HttpError && error.code === 'SEARCH_BUSY') {
        refuseQuietly(res, error);
        return;
      }
      throw error;
    }
    const { results, notice } = found;
    // Says whether the answer came from the cache: what the tests and the bench look at.
    res.setHeader('X-Search-Cache', kept ? 'hit' : 'miss');
    if (results.length === 0 && notice !== 'tooShort') {
      const missedKey = missedWordsKey(q);
      if (missedKey !== undefined) {
        missed.count('words', missedKey, lang);
        visits.unfoundSearch(missedKey, lang);
      }
    }
    res.json({ query: q, language: lang, results, ...(notice && { notice }) } satisfies SearchAnswer);
  });

  return router;
}

import express from 'express';
import { searchQuerySchema, type SearchAnswer } from '../../common/api/search';
import type { AppContext } from '../context';
import type { MissedLookups } from '../db/missed-lookups';
import { prepareSearchQueries } from '../db/search-queries';
import { searchInstructions } from '../services/instruction-search/search';
import { missedWordsKey } from '../services/missed-lookup-keys';
import { parseWith } from '../http/validation';

export function searchRouter({ db }: AppContext, missed: MissedLookups): express.Router {
  const router = express.Router();
  const queries = prepareSearchQueries(db);

  router.get('/search', (req, res) => {
    const { q, lang } = parseWith(searchQuerySchema, req.query);
    const results = searchInstructions(queries, q, lang);
    const missedKey = results.length === 0 ? missedWordsKey(q) : undefined;
    if (missedKey !== undefined) missed.count('words', missedKey, lang);
    res.json({ query: q, language: lang, results } satisfies SearchAnswer);
  });

  return router;
}

import { articleNumberKey } from '../../common/article-number-rules';
import type { ArticleNumberSuggestions } from '../../common/api/article';
import type { ArticleLookup } from '../db/raw/article-lookup';
import type { PublicReads } from '../db/raw/public-reads';
import type { PublicRoute } from '../http/public-fast-path';
import { articleAnswer } from '../services/article-numbers/article-view';
import type { VisitRecorder } from '../services/feedback/visit-recorder';
import { countArticleLookup } from './article-lookup-count';

const ID = /^[1-9]\d{0,15}$/;

/**
 * The public reads the fast path answers (http/public-fast-path.ts), with the same keys and answers
 * as their Express routes in article.ts and instruction.ts, which answer whatever is left to them.
 */
export function publicRoutes(
  lookup: ArticleLookup,
  reads: PublicReads,
  visits: VisitRecorder,
): PublicRoute[] {
  return [
    {
      prefix: '/api/article/',
      match: (requested, query) =>
        requested === '' || requested.includes('/')
          ? undefined
          : {
              key: `article:${articleNumberKey(requested)}`,
              make: () => articleAnswer(lookup, requested),
              served: () => countArticleLookup(visits, requested, query.lang, true),
            },
    },
    {
      prefix: '/api/search/article-numbers',
      exact: true,
      match: (_rest, query) => {
        const key = articleNumberKey(typeof query.q === 'string' ? query.q : '');
        return {
          key: `suggestions:${key}`,
          make: () => reads.suggestions(key) satisfies ArticleNumberSuggestions,
        };
      },
    },
    {
      prefix: '/api/instruction/',
      match: (rest) => {
        if (rest.startsWith('number/')) {
          const number = rest.slice('number/'.length);
          if (number.includes('/')) return undefined;
          const trimmed = number.trim();
          return {
            key: `instruction-number:${trimmed}`,
            make: () => found(reads.instructionByNumber(trimmed)),
          };
        }
        if (!ID.test(rest)) return undefined;
        const id = Number(rest);
        return { key: `instruction:${id}`, make: () => found(reads.instructionById(id)) };
      },
    },
  ];
}

/** An instruction that is not there is left to the Express route, which answers its 404. */
function found<T>(detail: T | undefined): T {
  if (detail === undefined) throw new Error('not found');
  return detail;
}

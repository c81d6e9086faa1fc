import { MAX_SEARCH_QUERY_LENGTH } from '../../common/api/search';
import { normaliseArticleNumber } from '../../common/article-number-rules';
import { MAX_ARTICLE_NUMBER_LENGTH } from '../../common/limits';
import { queryWords } from './instruction-search/query-words';

/** An article number as the missed-lookups list shows it (normalised like every stored number), or undefined for noise too long to be one. */
export function missedNumberKey(requested: string): string | undefined {
  const key = normaliseArticleNumber(requested);
  return key.length > 0 && key.length <= MAX_ARTICLE_NUMBER_LENGTH ? key : undefined;
}

/** Searched words as one entry: folded and in the visitor's order, so `Café  Descale` and `cafe descale` count together. */
export function missedWordsKey(query: string): string | undefined {
  const key = queryWords(query).join(' ');
  return key.length > 0 && key.length <= MAX_SEARCH_QUERY_LENGTH ? key : undefined;
}

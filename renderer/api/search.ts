import type { SearchAnswer } from '../../common/api/search';
import type { Language } from '../../common/languages';
import { api, type RequestOptions } from './client';

/** GET /api/search?q=&lang= : instructions containing every word, the visitor's language first. */
export function searchInstructions(
  query: string,
  language: Language,
  options?: RequestOptions,
): Promise<SearchAnswer> {
  const params = new URLSearchParams({ q: query, lang: language });
  return api.get<SearchAnswer>(`/api/search?${params.toString()}`, options);
}

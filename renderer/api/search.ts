import { useQuery } from '@tanstack/react-query';
import type { SearchAnswer } from '../../common/api/search';
import type { Language } from '../../common/languages';
import { api, type RequestOptions } from './client';
import { queryKeys } from './query-keys';
import { publicRetry } from './query-screen';

/** GET /api/search?q=&lang= : instructions containing every word, the visitor's language first. */
export function searchInstructions(
  query: string,
  language: Language,
  options?: RequestOptions,
): Promise<SearchAnswer> {
  const params = new URLSearchParams({ q: query, lang: language });
  return api.get<SearchAnswer>(`/api/search?${params.toString()}`, options);
}

export function useInstructionSearch(query: string, language: Language) {
  return useQuery<SearchAnswer>({
    queryKey: queryKeys.public.search(query, language),
    queryFn: ({ signal }) => searchInstructions(query, language, { signal }),
    enabled: query.length > 0,
    ...publicRetry,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { ArticleView } from '../../common/api/article';
import type { InstructionDetail } from '../../common/api/instructions';
import { fetchArticle, fetchInstructionByNumber, searchArticleNumbers } from './public';
import { queryKeys } from './query-keys';
import { publicRetry } from './query-screen';

export function useArticle(articleNumber: string) {
  return useQuery<ArticleView>({
    queryKey: queryKeys.public.article(articleNumber),
    queryFn: ({ signal }) => fetchArticle(articleNumber, { signal }),
    enabled: articleNumber.length > 0,
    ...publicRetry,
  });
}

export function useInstructionByNumber(instructionNumber: string) {
  return useQuery<InstructionDetail>({
    queryKey: queryKeys.public.instructionByNumber(instructionNumber),
    queryFn: ({ signal }) => fetchInstructionByNumber(instructionNumber, { signal }),
    enabled: instructionNumber.length > 0,
    ...publicRetry,
  });
}

const SUGGESTION_TIMEOUT_MS = 4_000;

/**
 * Suggestions for `text` (already trimmed and debounced by the caller), fetched only while enabled.
 * A failure leaves the list empty and is not retried: the field stays a plain input. Suggestions
 * go stale quickly as admins add numbers, so they are kept for a minute only.
 */
export function useSuggestionsQuery(text: string, enabled: boolean) {
  return useQuery<string[]>({
    queryKey: queryKeys.public.suggestions(text),
    queryFn: ({ signal }) => searchArticleNumbers(text, { signal, timeoutMs: SUGGESTION_TIMEOUT_MS }),
    enabled: enabled && text.length > 0,
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
}

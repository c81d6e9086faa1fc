import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import type { ArticleNumberSuggestions, ArticleView } from '../common/api/article';
import type { HealthAnswer } from '../common/api/health';
import type { InstructionDetail } from '../common/api/instructions';
import type { SearchAnswer } from '../common/api/search';
import type { Language } from '../common/languages';
import { api } from './api/client';
import { fetchLibraryAddress } from './api/library-address';
import { fetchArticle, fetchInstructionByNumber, searchArticleNumbers } from './api/public';
import { publicRetry } from './api/query-screen';
import { searchInstructions } from './api/search';
import { wantedLanguage } from './i18n/setup';

/**
 * The roots of the query-key tree. Every public read sits under `PUBLIC_ROOT` and every admin read
 * under `ADMIN_ROOT`, so a change invalidates a whole branch at once: an instruction edit makes
 * every article and instruction a kiosk has cached stale, a sign-out drops every admin list.
 */
export const PUBLIC_ROOT = ['public'] as const;
export const ADMIN_ROOT = ['admin'] as const;

const SUGGESTION_TIMEOUT_MS = 4_000;

export const publicQueries = {
  article: (articleNumber: string) =>
    queryOptions<ArticleView>({
      queryKey: [...PUBLIC_ROOT, 'article', articleNumber],
      // The language the visitor asked for, also while its texts are still loading.
      queryFn: ({ signal }) => fetchArticle(articleNumber, { signal }, wantedLanguage()),
      enabled: articleNumber.length > 0,
      ...publicRetry,
    }),
  instructionByNumber: (instructionNumber: string) =>
    queryOptions<InstructionDetail>({
      queryKey: [...PUBLIC_ROOT, 'instruction', 'number', instructionNumber],
      queryFn: ({ signal }) => fetchInstructionByNumber(instructionNumber, { signal }),
      enabled: instructionNumber.length > 0,
      ...publicRetry,
    }),
  /**
   * Suggestions for `text` (already trimmed and debounced by the caller). A failure leaves the list
   * empty and is not retried: the field stays a plain input. Suggestions go stale quickly as admins
   * add numbers, so they are kept for a minute only.
   */
  suggestions: (text: string) =>
    queryOptions<ArticleNumberSuggestions>({
      queryKey: [...PUBLIC_ROOT, 'suggestions', text],
      queryFn: ({ signal }) => searchArticleNumbers(text, { signal, timeoutMs: SUGGESTION_TIMEOUT_MS }),
      staleTime: 60_000,
      placeholderData: (previous) => previous,
    }),
  search: (query: string, language: Language) =>
    queryOptions<SearchAnswer>({
      queryKey: [...PUBLIC_ROOT, 'search', query, language],
      queryFn: ({ signal }) => searchInstructions(query, language, { signal }),
      enabled: query.length > 0,
      ...publicRetry,
    }),
  /** Where printed QR codes point; the admin's labels page sets it, the public print header reads it. */
  libraryAddress: () =>
    queryOptions({
      queryKey: ['library-address'],
      queryFn: ({ signal }) => fetchLibraryAddress({ signal }),
    }),
  /** The served library version, asked often: a change means every cached page may differ. */
  libraryVersion: () =>
    queryOptions({
      queryKey: ['library-version'],
      queryFn: ({ signal }) => api.get<{ version: number | null }>('/api/library/version', { signal }),
    }),
  /** The app's and the library's version, for the help a visitor can read out to staff. */
  health: () =>
    queryOptions({
      queryKey: ['health'],
      queryFn: ({ signal }) => api.get<HealthAnswer>('/api/health', { signal }),
    }),
};

/** The page state a scan opens its page with: it asked for the product's answer already. */
export const SCAN_ASKED = { scanAsked: true } as const;

const scanAsked = (state: unknown) =>
  typeof state === 'object' && state !== null && 'scanAsked' in state && state.scanAsked === true;

export function useArticle(articleNumber: string) {
  // A 404 the scan already got is this page's answer: asking again would count the visitor's one
  // look-up as two missed lookups.
  const answered = scanAsked(useLocation().state);
  return useQuery({ ...publicQueries.article(articleNumber), retryOnMount: !answered });
}

export function useInstructionByNumber(instructionNumber: string) {
  return useQuery(publicQueries.instructionByNumber(instructionNumber));
}

/** Suggestions for `text`, fetched only while enabled. */
export function useSuggestionsQuery(text: string, enabled: boolean) {
  return useQuery({ ...publicQueries.suggestions(text), enabled: enabled && text.length > 0 });
}

export function useInstructionSearch(query: string, language: Language) {
  return useQuery(publicQueries.search(query, language));
}

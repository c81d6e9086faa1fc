import type { Language } from '../common/languages';

/** The search text travels in `?q=`, on the results and on an instruction opened from them. */
export const SEARCH_TEXT_PARAM = 'q';
export const SEARCH_LANGUAGE_PARAM = 'lang';

export function searchResultsPath(query: string, language: Language): string {
  const params = new URLSearchParams({ [SEARCH_TEXT_PARAM]: query, [SEARCH_LANGUAGE_PARAM]: language });
  return `/search?${params.toString()}`;
}

/** An instruction opened without an article number; `query` lets its back button return to the results. */
export function manualPath(instructionNumber: string, language: Language, query?: string): string {
  const path = `/manual/${encodeURIComponent(instructionNumber)}/${language}`;
  const text = query?.trim();
  return text ? `${path}?${new URLSearchParams({ [SEARCH_TEXT_PARAM]: text }).toString()}` : path;
}

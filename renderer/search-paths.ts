import type { Language } from '../common/languages';
import { LANGUAGE_PARAM } from './paths';

/** The search text travels in `?q=`, on the results and on an instruction opened from them. */
export const SEARCH_TEXT_PARAM = 'q';
/** The page of an instruction's PDF manual to open first, e.g. where a search found its words. */
const PDF_PAGE_PARAM = 'page';

export function searchResultsPath(query: string, language: Language): string {
  const params = new URLSearchParams({ [SEARCH_TEXT_PARAM]: query, [LANGUAGE_PARAM]: language });
  return `/search?${params.toString()}`;
}

/**
 * An instruction opened without an article number; `query` lets its back button return to the
 * results, `page` opens its PDF manual at that page.
 */
export function manualPath(
  instructionNumber: string,
  language: Language,
  query?: string,
  page?: number,
): string {
  const path = `/manual/${encodeURIComponent(instructionNumber)}/${language}`;
  const params = new URLSearchParams();
  const text = query?.trim();
  if (text) params.set(SEARCH_TEXT_PARAM, text);
  if (page) params.set(PDF_PAGE_PARAM, String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The PDF page asked for in the address: a whole number from 1, else the first page. */
export function pdfPageParam(params: URLSearchParams): number {
  const page = Number(params.get(PDF_PAGE_PARAM));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

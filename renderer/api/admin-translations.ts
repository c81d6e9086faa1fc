import type {
  ConfirmTranslationAnswer,
  CoverageQueryInput,
  TranslationCoverage,
} from '../../common/api/translations';
import type { Language } from '../../common/languages';
import { api, type RequestOptions } from './client';

const BASE = '/api/admin/translations';

/** The query string of a coverage request; undefined and empty filters are left out. */
function coverageSearch(query: CoverageQueryInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/admin/translations: counts per language and one page of the matrix. */
export function fetchTranslationCoverage(
  query: CoverageQueryInput,
  options?: RequestOptions,
): Promise<TranslationCoverage> {
  return api.get<TranslationCoverage>(`${BASE}${coverageSearch(query)}`, options);
}

/** Where the browser downloads the coverage CSV of the same filters (all rows, no paging). */
export function translationCoverageCsvUrl(query: CoverageQueryInput): string {
  const { offset: _offset, limit: _limit, ...filters } = query;
  return `${BASE}/export${coverageSearch(filters)}`;
}

/** POST /api/admin/instructions/{id}/translations/{language}/confirm: "still up to date". */
export function confirmTranslation(
  instructionId: number,
  language: Language,
  options?: RequestOptions,
): Promise<ConfirmTranslationAnswer> {
  return api.post<ConfirmTranslationAnswer>(
    `/api/admin/instructions/${instructionId}/translations/${language}/confirm`,
    undefined,
    options,
  );
}

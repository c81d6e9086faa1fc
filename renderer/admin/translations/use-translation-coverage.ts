import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { CoverageQueryInput, TranslationCoverage } from '../../../common/api/translations';
import { fetchTranslationCoverage } from '../../api/admin-translations';
import { queryKeys } from '../../api/query-keys';

/** One page of the matrix; the previous page stays on screen while the next filter loads. */
export function useTranslationCoverage(query: CoverageQueryInput): UseQueryResult<TranslationCoverage> {
  return useQuery({
    queryKey: queryKeys.admin.translationCoverage(query),
    queryFn: ({ signal }) => fetchTranslationCoverage(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { CoverageQueryInput, TranslationCoverage } from '../../../common/api/translations';
import type { Language } from '../../../common/languages';
import { confirmTranslation, fetchTranslationCoverage } from '../../api/admin-translations';
import { adminKeys } from '../shell/admin-keys';
import { useLoadFailureToast } from '../shell/use-load-failure-toast';

const ROOT = adminKeys.translations;

const translationQueries = {
  /** One page of the matrix; the previous page stays on screen while the next filter loads. */
  coverage: (query: CoverageQueryInput) =>
    queryOptions({
      queryKey: [...ROOT, 'coverage', query],
      queryFn: ({ signal }) => fetchTranslationCoverage(query, { signal }),
      placeholderData: keepPreviousData,
    }),
};

export function useTranslationCoverage(query: CoverageQueryInput): UseQueryResult<TranslationCoverage> {
  return useLoadFailureToast(useQuery(translationQueries.coverage(query)));
}

/** "Still up to date" for one language of one instruction: the matrix shows the new state. */
export function useConfirmTranslation(instructionId: number, language: Language) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => confirmTranslation(instructionId, language),
    onSuccess: () => client.invalidateQueries({ queryKey: ROOT }),
  });
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchArticleLabels, labelsSearch, type LabelSelection } from '../../api/admin-labels';
import { saveQrAddress } from '../../api/library-address';
import { publicQueries } from '../../queries';
import { adminKeys } from '../shell/admin-keys';

const ROOT = adminKeys.labels;

export const labelQueries = {
  /** The labels of the picked numbers, or of every number matching a search. */
  sheet: (selection: LabelSelection) =>
    queryOptions({
      queryKey: [...ROOT, labelsSearch(selection)],
      queryFn: ({ signal }) => fetchArticleLabels(selection, { signal }),
    }),
};

/** Sets (or with null clears) the address for QR codes; its answer is the new address. */
export function useSaveQrAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (qrAddress: string | null) => saveQrAddress(qrAddress),
    onSuccess: (answer) => client.setQueryData(publicQueries.libraryAddress().queryKey, answer),
  });
}

import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  ArticleNumberPageQuery,
  BulkArticleNumbersRequest,
  SetArticleNumberCategoriesRequest,
} from '../../../common/api/article-numbers';
import { fetchArticleNumberCounts, fetchArticleNumberPage } from '../../api/admin-article-number-jobs';
import {
  createArticleNumbers,
  deleteArticleNumberEverywhere,
  setArticleNumberCategories,
} from '../../api/admin-article-numbers';
import { PUBLIC_ROOT } from '../../queries';
import { adminKeys } from '../shell/admin-keys';

const ROOT = adminKeys.articleNumbers;

export const articleNumberQueries = {
  /** One page of numbers; the previous page stays on screen while the next one loads. */
  page: (query: ArticleNumberPageQuery) =>
    queryOptions({
      queryKey: [...ROOT, 'page', query.search, query.offset, query.limit],
      queryFn: ({ signal }) => fetchArticleNumberPage(query, { signal }),
      placeholderData: keepPreviousData,
    }),
  /** One counts call: at a million article numbers the lists themselves are tens of megabytes. */
  counts: () =>
    queryOptions({
      queryKey: [...ROOT, 'counts'],
      queryFn: ({ signal }) => fetchArticleNumberCounts({ signal }),
    }),
};

/** A number added, re-categorised or deleted: the lists, the log and what visitors find. */
export async function invalidateAfterArticleNumberChange(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: ROOT }),
    client.invalidateQueries({ queryKey: adminKeys.activities }),
    client.invalidateQueries({ queryKey: PUBLIC_ROOT }),
  ]);
}

export function useCreateArticleNumbers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: BulkArticleNumbersRequest) => createArticleNumbers(request),
    onSuccess: () => invalidateAfterArticleNumberChange(client),
  });
}

export function useSetArticleNumberCategories() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ number, request }: { number: string; request: SetArticleNumberCategoriesRequest }) =>
      setArticleNumberCategories(number, request),
    onSuccess: () => invalidateAfterArticleNumberChange(client),
  });
}

export function useDeleteArticleNumber() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (number: string) => deleteArticleNumberEverywhere(number),
    onSuccess: () => invalidateAfterArticleNumberChange(client),
  });
}

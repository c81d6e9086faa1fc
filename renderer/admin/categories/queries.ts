import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { Category } from '../../../common/api/categories';
import { createCategory, deleteCategory, fetchCategories, updateCategory } from '../../api/admin-categories';
import { ADMIN_ROOT, PUBLIC_ROOT } from '../../queries';
import { articleNumberQueries } from '../article-numbers/queries';
import { activityQueries } from '../dashboard/queries';
import { instructionQueries } from '../instructions/queries';
import { useLoadFailureToast } from '../shell/use-load-failure-toast';
import { translationQueries } from '../translations/queries';

const ROOT = [...ADMIN_ROOT, 'categories'] as const;

export const categoryQueries = {
  all: ROOT,
  list: () =>
    queryOptions({
      queryKey: [...ROOT, 'list'],
      queryFn: ({ signal }) => fetchCategories({ signal }),
    }),
};

/**
 * A category renamed, added or deleted: every list that names categories (instructions, the
 * translation matrix, article numbers), the log, and what visitors see.
 */
async function invalidateAfterCategoryChange(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: ROOT }),
    client.invalidateQueries({ queryKey: instructionQueries.all }),
    client.invalidateQueries({ queryKey: translationQueries.all }),
    client.invalidateQueries({ queryKey: articleNumberQueries.all }),
    client.invalidateQueries({ queryKey: activityQueries.all }),
    client.invalidateQueries({ queryKey: PUBLIC_ROOT }),
  ]);
}

export function useCategoriesQuery(): UseQueryResult<Category[]> {
  return useLoadFailureToast(useQuery(categoryQueries.list()));
}

/** Creates a category (no `id`) or renames one. */
export function useSaveCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number | undefined; name: string }) =>
      id === undefined ? createCategory({ name }) : updateCategory(id, { name }),
    onSuccess: () => invalidateAfterCategoryChange(client),
  });
}

export function useDeleteCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteCategory(id),
    onSuccess: () => invalidateAfterCategoryChange(client),
  });
}

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
import { PUBLIC_ROOT } from '../../queries';
import { adminKeys } from '../shell/admin-keys';
import { useLoadFailureToast } from '../shell/use-load-failure-toast';

const ROOT = adminKeys.categories;

const categoryQueries = {
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
    client.invalidateQueries({ queryKey: adminKeys.instructions }),
    client.invalidateQueries({ queryKey: adminKeys.translations }),
    client.invalidateQueries({ queryKey: adminKeys.articleNumbers }),
    client.invalidateQueries({ queryKey: adminKeys.activities }),
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
